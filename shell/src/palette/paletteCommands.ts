import { fromCents, MOVE_MONEY_LABELS, moveMoneyOptions, readFeatureFlags, routeByName, toCents, type Account, type CompanyId, type Me, type MoveMoneyOption } from '@qube/shared';
import { switchableAccounts } from '../accounts/switchAccount';
import { navigationFor } from '../layout/navigation';
import { profileMenuEntries } from '../layout/profileMenu';

/** What a command does: the shell runs it (issue 25 §6). */
export type PaletteAction =
  | { type: 'navigate'; to: string }
  | { type: 'move-money'; kind: MoveMoneyOption; presetQubeId?: number; presetAmount?: string }
  | { type: 'switch-account'; accountId: number }
  | { type: 'sign-out' };

export type PaletteGroup = 'Suggested' | 'Pages' | 'Move Money' | 'Qubes' | 'Accounts' | 'Session';
export type PaletteCommand = { id: string; group: PaletteGroup; label: string; keywords: string[]; action: PaletteAction };
export type PaletteQube = { id: number; name: string; type: string };

/**
 * Pages no menu lists, contributed by their areas with the route table's name: the palette offers each when its
 * route's flag is on (the guard's own rule).
 */
export const AREA_PAGES: readonly { route: string; label: string }[] = [{ route: 'reports', label: 'Reports' }];

const HASH: Record<string, string> = { billing: '#bill', spending: '#spend', goal: '#goal' };

/** Words a person may type for what a page holds rather than its name (the palette also matches these). */
const PAGE_KEYWORDS: Record<string, readonly string[]> = {
  '/planning': ['budget', 'paycheck rules', 'paycheck', 'auto funding', 'income', 'runway'],
  '/statements': ['statement', 'monthly report'],
  '/reports': ['spending by qube', 'csv'],
  '/manage-account': ['notification settings', 'alerts', 'linked banks'],
};

/**
 * "move 50 to groceries", "transfer $12.50 into rent", "put 5 in fun": an internal transfer of that amount from Cloud
 * into the one qube whose name starts with (or else contains) what was typed. null when the words do not say that, the
 * amount is not money, or no single qube matches.
 */
export function parseMoveIntent(query: string, qubes: readonly PaletteQube[]): { amount: string; qube: PaletteQube } | null {
  const match = /^\s*(?:move|transfer|put|add)\s+\$?(\d[\d,]*(?:\.\d{1,2})?)\s+(?:to|into|in)\s+(.+?)\s*$/i.exec(query);
  if (!match) return null;
  // The regex admits digits, commas and two decimals only: toCents reads every such text.
  const cents = toCents(match[1] ?? '0');
  if (cents <= 0n) return null;
  const wanted = (match[2] ?? '').toLowerCase();
  const starts = qubes.filter((q) => q.name.toLowerCase().startsWith(wanted));
  const contains = qubes.filter((q) => q.name.toLowerCase().includes(wanted));
  const found = starts.length === 1 ? starts[0] : starts.length === 0 && contains.length === 1 ? contains[0] : undefined;
  if (!found) return null;
  return { amount: fromCents(cents), qube: found };
}

type Input = { me: Me | null; account: Account | null; companyId: CompanyId; qubes: readonly PaletteQube[]; isWebview: boolean; hasPartnerFeature: boolean };

/**
 * Every command the person may run from here, by the same rules as the pages and menus they come from: the top
 * navigation (SH-49), the profile menu (SH-48, SH-52 to SH-54), the Move Money options (MM-35), the qubes, the
 * accounts they may switch to (SH-45) and signing out (not inside the mobile app's webview, which owns it).
 */
export function paletteCommands({ me, account, companyId, qubes, isWebview, hasPartnerFeature }: Input): PaletteCommand[] {
  if (!me) return [];
  const pages = [
    ...navigationFor(me, companyId).map((item) => ({ label: item.label, to: item.to })),
    ...profileMenuEntries({ me, activeAccount: account, companyId, isWebview, hasPartnerFeature })
      .filter((entry) => entry.key !== 'logout')
      .map((entry) => ({ label: entry.label, to: entry.key })),
  ];
  const flags = readFeatureFlags(true, me.feature_flags);
  for (const page of AREA_PAGES) {
    const route = routeByName(page.route);
    if (route?.isBuilt && (!route.flag || flags[route.flag]) && !pages.some((p) => p.to === route.path)) pages.push({ label: page.label, to: route.path });
  }
  const commands: PaletteCommand[] = pages.map((page) => ({ id: `page:${page.to}`, group: 'Pages', label: `Go to ${page.label}`, keywords: [page.to.replace(/^\//, ''), ...(PAGE_KEYWORDS[page.to] ?? [])], action: { type: 'navigate', to: page.to } }));
  for (const kind of moveMoneyOptions(me, account)) {
    commands.push({ id: `move:${kind}`, group: 'Move Money', label: MOVE_MONEY_LABELS[kind], keywords: ['move money', 'transfer'], action: { type: 'move-money', kind } });
  }
  for (const qube of qubes) {
    commands.push({ id: `qube:${qube.id}`, group: 'Qubes', label: `Open ${qube.name}`, keywords: ['qube', qube.type], action: { type: 'navigate', to: `/qubes?qube=${qube.id}&isOpen=true${HASH[qube.type] ?? ''}` } });
  }
  for (const other of switchableAccounts(me).filter((a) => a.id !== account?.id)) {
    commands.push({ id: `account:${other.id}`, group: 'Accounts', label: `Switch to ${other.display_name}`, keywords: ['account', 'switch'], action: { type: 'switch-account', accountId: other.id } });
  }
  if (!isWebview) commands.push({ id: 'sign-out', group: 'Session', label: 'Sign out', keywords: ['logout', 'log out'], action: { type: 'sign-out' } });
  return commands;
}

/** The command the typed words ask for ("move 50 to groceries"), offered first, when the person may move money internally. */
export function suggestedCommand(query: string, input: Input): PaletteCommand | null {
  if (!input.me || !moveMoneyOptions(input.me, input.account).includes('internal')) return null;
  const intent = parseMoveIntent(query, input.qubes);
  if (!intent) return null;
  return {
    id: `suggest:move:${intent.qube.id}:${intent.amount}`,
    group: 'Suggested',
    label: `Move $${intent.amount} from Cloud to ${intent.qube.name}`,
    keywords: [query],
    action: { type: 'move-money', kind: 'internal', presetQubeId: intent.qube.id, presetAmount: intent.amount },
  };
}
