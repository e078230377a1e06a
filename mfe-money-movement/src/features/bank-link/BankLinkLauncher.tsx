import { useEffect, useState } from 'react';
import { Button, notification } from 'antd';
import { ApiError, bus, useSession, type LinkedBankAccount } from '@qube/shared';
import { finishRelink, requestLinkToken, requestRelinkToken, saveLinkedAccounts, type LinkSuccess, type LinkType } from './bankLinkApi';
import { SandboxLinkDialog } from './SandboxLinkDialog';

/** MM-138: the toast's title, and its text when the provider gives none. */
export const LINK_INIT_FAILED = 'Failed to initialize Plaid Link';
export const LINK_INIT_FALLBACK = 'Plaid Link initialization failed';

type State = { step: 'requesting' } | { step: 'failed' } | { step: 'open'; linkToken: string } | { step: 'saving' };

/**
 * The bank-link launcher (MM-137 to MM-140): needs an active account; asks a link token for the link type (or, to
 * relink, an update-mode token for that account), opens the provider's widget with it, and on success stores the
 * link (POST plaid/accounts/, or relink/ with the public token), announces `bank-link:success` and hands the linked
 * accounts to `onLinked`. A token failure shows the toast 'Failed to initialize Plaid Link' with the provider's
 * message and a Retry (MM-138). The widget is our sandbox stand-in; only `SandboxLinkDialog` changes for a real one.
 */
export function BankLinkLauncher({ linkType = 'default', relink, onLinked, onClose }: Props) {
  const accountId = useSession((s) => s.active_account?.id ?? null);
  const [state, setState] = useState<State>({ step: 'requesting' });
  const [toasts, holder] = notification.useNotification();
  // Each attempt asks for a token once; Retry starts the next attempt.
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let isCurrent = true;
    const ask = async () => {
      try {
        if (accountId === null) throw new Error('no active account');
        const linkToken = relink ? await requestRelinkToken(accountId, relink.id) : await requestLinkToken(accountId, linkType);
        if (isCurrent) setState({ step: 'open', linkToken });
      } catch (caught) {
        if (!isCurrent) return;
        setState({ step: 'failed' });
        toasts.error({
          key: 'bank-link-init',
          title: LINK_INIT_FAILED,
          description: (caught instanceof ApiError ? caught.fallbackMessage : null) ?? LINK_INIT_FALLBACK,
          duration: false,
          role: 'alert',
          actions: (
            <Button
              size="small"
              type="primary"
              onClick={() => {
                toasts.destroy('bank-link-init');
                setState({ step: 'requesting' });
                setAttempt((n) => n + 1);
              }}
            >
              Retry
            </Button>
          ),
          onClose: () => {
            if (isCurrent) onClose();
          },
        });
      }
    };
    void ask();
    return () => {
      isCurrent = false;
    };
    // One request per attempt: the launcher's props do not change while it is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  const save = async (success: LinkSuccess) => {
    if (accountId === null) return;
    setState({ step: 'saving' });
    try {
      const linked = relink ? [await finishRelink(accountId, relink.id, success.publicToken)] : await saveLinkedAccounts(accountId, success);
      bus.emit('bank-link:success', { accountIds: linked.map((a) => a.id) });
      bus.emit('toast:show', { type: 'success', message: relink ? 'Bank account relinked!' : 'Bank account linked!' });
      onLinked?.(linked);
      onClose();
    } catch (caught) {
      bus.emit('toast:show', { type: 'error', message: (caught instanceof ApiError ? caught.fallbackMessage : null) ?? 'We could not link this bank account. Please try again.' });
      onClose();
    }
  };

  return (
    <>
      {holder}
      {state.step === 'open' && (
        <SandboxLinkDialog
          linkToken={state.linkToken}
          institution={relink ? { id: relink.institution_id, name: relink.institution_name } : undefined}
          onSuccess={(success) => void save(success)}
          onExit={onClose}
        />
      )}
    </>
  );
}

type Props = {
  linkType?: LinkType;
  /** Relink this account (update mode, MM-140) instead of linking new ones. */
  relink?: Pick<LinkedBankAccount, 'id' | 'institution_id' | 'institution_name'>;
  onLinked?: (accounts: LinkedBankAccount[]) => void;
  onClose: () => void;
};
