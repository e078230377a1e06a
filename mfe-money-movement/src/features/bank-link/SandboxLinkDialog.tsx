import { useEffect, useId, useState } from 'react';
import { Alert, Button, Checkbox, Input, Modal, Skeleton, Space, Tag, Typography } from 'antd';
import type { LinkSuccess } from './bankLinkApi';
import { completeLink, loadInstitutions, signInToBank, type SandboxAccount, type SandboxInstitution } from './sandboxWidgetApi';
import { useSubmission } from '../../ui/useSubmission';

/**
 * Our stand-in for the bank-link provider's widget (the sandbox provider has no widget of its own): choose a bank,
 * sign in with the sandbox pairs (user_good / pass_good links; user_relink / pass_good links with the relink warning;
 * any other pair gets the provider's message), choose accounts. It hands `onSuccess` the public token and metadata
 * exactly as the real widget would, so a real provider's widget can replace this component alone. With
 * `institution` (update mode, MM-140) it opens at that bank and skips the choice of accounts.
 */
export function SandboxLinkDialog({ linkToken, institution, onSuccess, onExit }: Props) {
  const [banks, setBanks] = useState<SandboxInstitution[] | null>(null);
  const [bank, setBank] = useState<SandboxInstitution | null>(institution ? { institution_id: institution.id, name: institution.name } : null);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [session, setSession] = useState<{ id: string; accounts: SandboxAccount[] } | null>(null);
  const [chosen, setChosen] = useState<string[]>([]);
  // The provider's own message (a wrong sign-in pair, an expired link) is shown as it says it.
  const { isSubmitting: isBusy, submitError: error, submit: run, setSubmitError: setError } = useSubmission('Something went wrong. Please try again.');
  const usernameId = useId();
  const passwordId = useId();

  useEffect(() => {
    if (institution) return;
    let isCurrent = true;
    loadInstitutions().then(
      (list) => isCurrent && setBanks(list),
      () => isCurrent && setError('The bank list could not be loaded. Please try again.'),
    );
    return () => {
      isCurrent = false;
    };
    // setError is the submission's state setter: stable.
  }, [institution, setError]);

  const finish = async (linkSessionId: string, accountIds: string[]) => {
    const done = await completeLink({ linkToken, linkSessionId, accountIds });
    onSuccess({
      publicToken: done.public_token,
      institution: { id: done.metadata.institution.institution_id, name: done.metadata.institution.name },
      accounts: done.metadata.accounts.map((a) => ({ id: a.id, name: a.name, mask: a.mask, verification_status: a.verification_status })),
      linkType: done.metadata.link_type,
    });
  };


  const signIn = () =>
    run(async () => {
      if (!bank) return;
      const answer = await signInToBank({ linkToken, institutionId: bank.institution_id, username, password });
      if (institution) {
        await finish(answer.link_session_id, answer.accounts.map((a) => a.id));
        return;
      }
      setSession({ id: answer.link_session_id, accounts: answer.accounts });
      setChosen(answer.accounts.slice(0, 1).map((a) => a.id));
    });

  let title: string;
  let body;
  let footer;
  if (!bank) {
    title = 'Select your bank';
    body = banks ? (
      <ul aria-label="Banks" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
        {banks.map((b) => (
          <li key={b.institution_id}>
            <Button block onClick={() => setBank(b)} style={{ justifyContent: 'flex-start' }}>
              {b.name}
            </Button>
          </li>
        ))}
      </ul>
    ) : (
      !error && <Skeleton active aria-label="Loading banks" />
    );
    footer = [<Button key="exit" onClick={onExit}>Cancel</Button>];
  } else if (!session) {
    title = `Sign in to ${bank.name}`;
    body = (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void signIn();
        }}
        style={{ display: 'grid', gap: 8 }}
      >
        <label htmlFor={usernameId}>Username</label>
        <Input id={usernameId} autoComplete="off" value={username} onChange={(e) => setUsername(e.target.value)} />
        <label htmlFor={passwordId}>Password</label>
        <Input.Password id={passwordId} autoComplete="off" value={password} onChange={(e) => setPassword(e.target.value)} />
        <Typography.Text type="secondary">Sandbox: user_good / pass_good</Typography.Text>
        <Button type="primary" htmlType="submit" loading={isBusy} disabled={!username || !password}>
          Sign in
        </Button>
      </form>
    );
    footer = [
      institution ? null : (
        <Button key="back" type="text" onClick={() => setBank(null)}>
          Back
        </Button>
      ),
      <Button key="exit" onClick={onExit}>
        Cancel
      </Button>,
    ];
  } else {
    title = 'Choose accounts';
    body = (
      <Checkbox.Group value={chosen} onChange={(values) => setChosen(values.map(String))} style={{ display: 'grid', gap: 8 }}>
        {session.accounts.map((a) => (
          <Checkbox key={a.id} value={a.id}>
            {a.name} ••{a.mask}
          </Checkbox>
        ))}
      </Checkbox.Group>
    );
    footer = [
      <Button key="exit" onClick={onExit}>
        Cancel
      </Button>,
      <Button key="continue" type="primary" loading={isBusy} disabled={chosen.length === 0} onClick={() => void run(() => finish(session.id, chosen))}>
        Continue
      </Button>,
    ];
  }

  return (
    <Modal open title={<Space>{title}<Tag>Sandbox</Tag></Space>} width={375} onCancel={onExit} mask={{ closable: false }} footer={footer} destroyOnHidden>
      <Space orientation="vertical" style={{ width: '100%' }}>
        {body}
        {error && <Alert type="error" showIcon title={error} role="alert" />}
      </Space>
    </Modal>
  );
}

type Props = {
  linkToken: string;
  /** Update mode: the bank of the account being relinked. */
  institution?: { id: string; name: string };
  onSuccess: (success: LinkSuccess) => void;
  onExit: () => void;
};
