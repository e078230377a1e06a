import { useState } from 'react';
import { App, Button, Card, Form, Input, Modal, Skeleton, Switch, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { formatDate, useSession } from '@qube/shared';
import type { AffiliateCode } from '@qube/contract/partners';
import { applyApiErrors } from '../../ui/formErrors';
import { LoadFailure } from '../../ui/LoadFailure';
import { ruleOf } from '../../ui/validators';
import { useLoad } from '../../ui/useLoad';
import { codeError } from './codeRules';
import { createCode, loadCodes, updateCode } from './codesApi';

type CodeForm = { code: string; is_active: boolean };

/** The partner's codes (CO-16): create one, edit one (its text, on or off), copy its share link. */
export function CodesCard() {
  const { message } = App.useApp();
  const userId = useSession((s) => s.me?.id ?? 0);
  const codes = useLoad(loadCodes, `codes:${userId}`);
  const [createForm] = Form.useForm<{ code: string }>();
  const [editForm] = Form.useForm<CodeForm>();
  const [editing, setEditing] = useState<AffiliateCode | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  async function copy(link: string) {
    try {
      await navigator.clipboard.writeText(link);
      void message.success('Link copied.');
    } catch {
      void message.error('Could not copy the link. Select it and copy it by hand.');
    }
  }

  async function create({ code }: { code: string }) {
    setIsSaving(true);
    setFormError(null);
    try {
      const created = await createCode({ code: code.trim() });
      createForm.resetFields();
      void message.success(`Code ${created.code} created.`);
      codes.reload();
    } catch (error) {
      setFormError(applyApiErrors(createForm, error, { code: ['code'] }));
    } finally {
      setIsSaving(false);
    }
  }

  async function saveEdit(values: CodeForm) {
    if (!editing) return;
    setIsSaving(true);
    try {
      await updateCode({ id: editing.id, code: values.code.trim(), is_active: values.is_active });
      setEditing(null);
      void message.success('Code saved.');
      codes.reload();
    } catch (error) {
      const rest = applyApiErrors(editForm, error, { code: ['code'], is_active: ['is_active'] });
      if (rest) void message.error(rest);
    } finally {
      setIsSaving(false);
    }
  }

  const columns: TableColumnsType<AffiliateCode> = [
    { key: 'code', title: 'Code', dataIndex: 'code', render: (v: string) => <strong>{v}</strong> },
    {
      key: 'share_link',
      title: 'Share link',
      dataIndex: 'share_link',
      render: (link: string, row) => (
        <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography.Text style={{ maxWidth: 320 }} ellipsis={{ tooltip: link }}>
            {link}
          </Typography.Text>
          <Button size="small" aria-label={`Copy link for ${row.code}`} onClick={() => void copy(link)}>
            Copy link
          </Button>
        </span>
      ),
    },
    { key: 'sign_ups', title: 'Sign-ups', dataIndex: 'sign_ups', align: 'right' },
    { key: 'is_active', title: 'Status', dataIndex: 'is_active', render: (v: boolean) => <Tag>{v ? 'Active' : 'Off'}</Tag> },
    { key: 'created_at', title: 'Created', dataIndex: 'created_at', render: (v: string) => formatDate(v) },
    {
      key: 'actions',
      title: 'Actions',
      render: (_value, row) => (
        <Button
          size="small"
          aria-label={`Edit ${row.code}`}
          onClick={() => {
            setEditing(row);
            editForm.setFieldsValue({ code: row.code, is_active: row.is_active });
          }}
        >
          Edit
        </Button>
      ),
    },
  ];

  return (
    <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>Your codes</h2>}>
      <p style={{ marginTop: 0 }}>People who sign up through your link or with your code count as your referrals.</p>
      <Form form={createForm} name="new-code" layout="inline" onFinish={(values) => void create(values)} style={{ marginBottom: 16, rowGap: 8 }} requiredMark={false}>
        <Form.Item name="code" label="New code" rules={[ruleOf(codeError)]} validateTrigger="onBlur">
          <Input maxLength={20} placeholder="e.g. CORA2026" autoComplete="off" />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={isSaving && !editing}>
            Create code
          </Button>
        </Form.Item>
      </Form>
      {formError && (
        <p role="alert" style={{ color: '#b42318' }}>
          {formError}
        </p>
      )}
      {codes.status === 'loading' && <Skeleton active />}
      {codes.status === 'error' && <LoadFailure title="We could not load your codes." message={codes.message} onRetry={codes.reload} />}
      {codes.status === 'ready' && (
        <Table<AffiliateCode> rowKey="id" size="middle" scroll={{ x: 'max-content' }} columns={columns} dataSource={codes.data.results} pagination={false} locale={{ emptyText: 'No codes yet. Create one above.' }} />
      )}
      <Modal
        open={editing !== null}
        title={editing ? `Edit ${editing.code}` : 'Edit code'}
        okText="Save"
        cancelText="Cancel"
        confirmLoading={isSaving}
        onOk={() => editForm.submit()}
        onCancel={() => setEditing(null)}
        destroyOnHidden
        forceRender
      >
        <Form form={editForm} name="edit-code" layout="vertical" onFinish={(values) => void saveEdit(values)} requiredMark={false}>
          <Form.Item name="code" label="Code" rules={[ruleOf(codeError)]}>
            <Input maxLength={20} autoComplete="off" />
          </Form.Item>
          <Form.Item name="is_active" label="Active" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
