import { useState, type FormEvent } from 'react';
import { formatDate, getApiConfig, themeTokens } from '@qube/shared';
import { lazyWithin, PlainButton, PlainCard, PlainField, PlainSkeleton } from '@qube/shared/ui/plain';
import type { AffiliateCodeList } from '@qube/contract/partners';
import type { AffiliateCode } from '@qube/contract/partners';
import { splitApiErrors } from '../../ui/apiErrors';
import { DataTable, type TableColumn } from '../../ui/DataTable';
import { LoadFailure } from '../../ui/LoadFailure';
import { Tag } from '../../ui/Tag';
import type { ToastMessage } from '../../ui/Toast';
import type { LoadState } from '../../ui/useLoad';
import { codeError } from './codeRules';
import { createCode } from './codesApi';

// The edit dialog is antd's, in its own chunk with the portal's theme: the page's first view loads no antd.
const EditCodeDialog = lazyWithin(
  () => import('../../ui/withAntd').then((m) => m.AntdFrame),
  () => import('./EditCodeDialog').then((m) => m.EditCodeDialog),
);

/**
 * The partner's codes (CO-16): create one, edit one (its text, on or off, in a dialog), copy its share link. Plain
 * markup; the new code is checked when the field is left and on Create, with the API's rule and message.
 */
export function CodesCard({ codes, notify }: { codes: LoadState<AffiliateCodeList> & { reload: () => void }; notify: (type: ToastMessage['type'], text: string) => void }) {
  const primary = themeTokens(getApiConfig().companyId).colorPrimary;
  const [newCode, setNewCode] = useState('');
  const [newCodeError, setNewCodeError] = useState<string | null>(null);
  const [editing, setEditing] = useState<AffiliateCode | null>(null);
  // The dialog's chunk loads on the first Edit; it then stays, closed, so antd gives focus back to the button.
  const [hasEdited, setHasEdited] = useState(false);
  const [isCreating, setIsCreating] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  async function copy(link: string) {
    try {
      await navigator.clipboard.writeText(link);
      notify('success', 'Link copied.');
    } catch {
      notify('error', 'Could not copy the link. Select it and copy it by hand.');
    }
  }

  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = codeError(newCode);
    setNewCodeError(problem);
    if (problem) return;
    setIsCreating(true);
    setFormError(null);
    try {
      const created = await createCode({ code: newCode.trim() });
      setNewCode('');
      notify('success', `Code ${created.code} created.`);
      codes.reload();
    } catch (error) {
      const { fields, message } = splitApiErrors(error, { code: 'code' });
      setNewCodeError(fields[0]?.message ?? null);
      setFormError(message);
    } finally {
      setIsCreating(false);
    }
  }

  const columns: TableColumn<AffiliateCode>[] = [
    { key: 'code', title: 'Code', dataIndex: 'code', render: (v: string) => <strong>{v}</strong> },
    {
      key: 'share_link',
      title: 'Share link',
      dataIndex: 'share_link',
      render: (link: string, row: AffiliateCode) => (
        <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
          <span title={link} style={{ maxWidth: 320, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', display: 'inline-block', verticalAlign: 'middle' }}>
            {link}
          </span>
          <PlainButton color={primary} aria-label={`Copy link for ${row.code}`} onClick={() => void copy(link)} style={SMALL_BUTTON}>
            Copy link
          </PlainButton>
        </span>
      ),
    },
    { key: 'sign_ups', title: 'Sign-ups', dataIndex: 'sign_ups', align: 'right' },
    { key: 'is_active', title: 'Status', dataIndex: 'is_active', render: (v: boolean) => <Tag>{v ? 'Active' : 'Off'}</Tag> },
    { key: 'created_at', title: 'Created', dataIndex: 'created_at', render: (v: string) => formatDate(v) },
    {
      key: 'actions',
      title: 'Actions',
      render: (_value: unknown, row: AffiliateCode) => (
        <PlainButton color={primary} aria-label={`Edit ${row.code}`} onClick={() => {
            setEditing(row);
            setHasEdited(true);
          }} style={SMALL_BUTTON}>
          Edit
        </PlainButton>
      ),
    },
  ];

  return (
    <PlainCard title="Your codes">
      <p style={{ marginTop: 0 }}>People who sign up through your link or with your code count as your referrals.</p>
      <form name="new-code" noValidate onSubmit={(e) => void create(e)} style={{ display: 'flex', flexWrap: 'wrap', gap: '0 16px', alignItems: 'flex-start', marginBottom: 16 }}>
        <PlainField
          label="New code"
          error={newCodeError}
          style={{ marginBottom: 0, width: 240 }}
          inputProps={{
            value: newCode,
            maxLength: 20,
            placeholder: 'e.g. CORA2026',
            autoComplete: 'off',
            onChange: (e) => {
              setNewCode(e.target.value);
              // A shown message goes as soon as the code is fixed; a new one waits until the field is left.
              if (newCodeError && !codeError(e.target.value)) setNewCodeError(null);
            },
            onBlur: () => setNewCodeError(codeError(newCode)),
          }}
        />
        {/* Level with the field's input: the label above it is one line (22px) and its padding. */}
        <PlainButton type="submit" variant="primary" color={primary} loading={isCreating} style={{ marginTop: 30 }}>
          Create code
        </PlainButton>
      </form>
      {formError && (
        <p role="alert" style={{ color: '#b42318' }}>
          {formError}
        </p>
      )}
      {codes.status === 'loading' && <PlainSkeleton label="Loading your codes" widths={[100, 100, 100]} />}
      {codes.status === 'error' && <LoadFailure title="We could not load your codes." message={codes.message} onRetry={codes.reload} />}
      {codes.status === 'ready' && <DataTable<AffiliateCode> rows={codes.data.results} columns={columns} emptyText="No codes yet. Create one above." />}
      {hasEdited && (
        <EditCodeDialog
          code={editing}
          onClose={() => setEditing(null)}
          onFailed={(message) => notify('error', message)}
          onSaved={() => {
            setEditing(null);
            notify('success', 'Code saved.');
            codes.reload();
          }}
        />
      )}
    </PlainCard>
  );
}

const SMALL_BUTTON = { minHeight: 24, padding: '0 7px', borderRadius: 4 } as const;
