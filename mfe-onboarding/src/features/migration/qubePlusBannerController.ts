import { bus, sessionStore, showBanner, type Account } from '@qube/shared';
import type { BetaCount, MigrationStatus } from '@qube/contract/bankTransition';
import { migrationApi } from './migrationApi';
import { migrationPath } from './migrationChecks';
import type { Notice } from './MigrationNotice';
import { QUBE_PLUS_BANNER_TEXT, qubePlusBannerKind, type QubePlusBannerKind } from './qubePlusBanner';
import { rememberStatus } from './statusCache';

export const QUBE_PLUS_BANNER_ID = 'onboarding:qube-plus';

/** Shows one of the migration's small dialogs; the dialog's code (antd) loads only when one is needed. */
export type ShowNotice = (notice: Notice) => void;

let noticeModule: typeof import('./showMigrationNotice') | null = null;

const showNoticeLazily: ShowNotice = (notice) => {
  void import('./showMigrationNotice').then((module) => {
    noticeModule = module;
    module.showMigrationNotice(notice);
  });
};

type Checked = { accountId: number; status: MigrationStatus | null; beta: BetaCount | null };

const activeCustomerAccount = (): Account | null => {
  const s = sessionStore.getState();
  return s.isLoggedIn && !s.isAnonymous ? s.active_account : null;
};

/**
 * The Qube+ banner (ON-50 to ON-56), published into the shell's banner area for the active account. Plain code, no
 * React root and no UI library: it runs on every signed-in page, so it must cost the page nothing but two reads.
 * Reads the migration status (cached per account id, ON-53) and the beta count when the account changes or is
 * updated; a failed read is silent (no status: not complete; no count: no beta button).
 */
export function startQubePlusBanner(showNotice: ShowNotice = showNoticeLazily): () => void {
  let checked: Checked | null = null;
  let readNumber = 0;
  let shown: { key: string; hide: () => void } | null = null;

  // What the banner's button does: its code (the checks, the switch) loads when it is pressed.
  const act = async (account: Account, kind: QubePlusBannerKind) => (await import('./qubePlusBannerActions')).actOnBanner(account, kind, showNotice);

  const hide = () => {
    shown?.hide();
    shown = null;
  };

  /** Publishes the banner the active account calls for now (or none); the same banner is not published twice. */
  const render = () => {
    const account = activeCustomerAccount();
    const kind = account && checked?.accountId === account.id ? qubePlusBannerKind({ account, status: checked.status, beta: checked.beta }) : null;
    if (!account || !kind) return hide();
    const key = `${account.id}:${kind}:${account.future_account_id ?? ''}`;
    if (shown?.key === key) return;
    hide();
    const text = QUBE_PLUS_BANNER_TEXT[kind];
    const href = kind === 'continue' ? migrationPath(account.id, '') : kind === 'beta' ? '/beta' : undefined;
    shown = {
      key,
      hide: showBanner({
        id: QUBE_PLUS_BANNER_ID,
        tone: 'info',
        title: text.title,
        message: text.message,
        action: href ? { label: text.action, href } : { label: text.action, onClick: () => void act(account, kind) },
      }),
    };
  };

  const read = async (accountId: number) => {
    const mine = ++readNumber;
    const [status, beta] = await Promise.allSettled([migrationApi.status(accountId), migrationApi.betaCount()]);
    if (status.status === 'fulfilled') rememberStatus(accountId, status.value);
    if (mine !== readNumber) return;
    checked = { accountId, status: status.status === 'fulfilled' ? status.value : null, beta: beta.status === 'fulfilled' ? beta.value : null };
    render();
  };

  let accountId: number | null = null;
  const follow = () => {
    const account = activeCustomerAccount();
    if ((account?.id ?? null) !== accountId) {
      accountId = account?.id ?? null;
      checked = null;
      readNumber++;
      if (accountId !== null) void read(accountId);
    }
    render();
  };

  const unsubscribeSession = sessionStore.subscribe(follow);
  const updates = bus.on('account:updated').subscribe(() => accountId !== null && void read(accountId));
  follow();
  return () => {
    unsubscribeSession();
    updates.unsubscribe();
    readNumber++;
    hide();
    noticeModule?.closeMigrationNotice();
  };
}
