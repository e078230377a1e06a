import { useEffect, useMemo, useState } from 'react';
import { Command } from 'cmdk';
import { useLocation, useNavigate } from 'react-router-dom';
import { api, bus, getApiConfig, QUBE_LIST_LIMIT, useSession, type Page, type Qube } from '@qube/shared';
import { pathAfterSwitch, switchAccount } from '../accounts/switchAccount';
import { isEmbeddedWebview, webviewStorage } from '../layout/profileMenu';
import { usePartnerFeature } from '../layout/usePartnerFeature';
import { logout } from '../session/logout';
import { paletteCommands, suggestedCommand, type PaletteAction, type PaletteCommand, type PaletteGroup, type PaletteQube } from './paletteCommands';

const GROUPS: PaletteGroup[] = ['Suggested', 'Pages', 'Move Money', 'Qubes', 'Accounts', 'Session'];

// Plain CSS in this chunk: the palette brings its look when it first opens (antd is not on its path).
const PALETTE_CSS = `
.qube-palette-overlay { position: fixed; inset: 0; background: rgba(0,0,0,0.35); z-index: 1999; }
.qube-palette { position: fixed; top: 12vh; left: 50%; transform: translateX(-50%); width: min(640px, calc(100vw - 32px)); background: #fff; border-radius: 12px; box-shadow: 0 16px 48px rgba(0,0,0,0.25); z-index: 2000; overflow: hidden; font: inherit; }
.qube-palette [cmdk-input] { width: 100%; box-sizing: border-box; border: 0; border-bottom: 1px solid #e5e5e5; padding: 16px; font-size: 16px; outline: none; }
.qube-palette [cmdk-input]:focus-visible { box-shadow: inset 0 0 0 2px #1f5fd1; }
.qube-palette [cmdk-list] { max-height: min(60vh, 420px); overflow: auto; padding: 8px; }
.qube-palette [cmdk-group-heading] { font-size: 12px; font-weight: 600; color: #595959; padding: 8px 8px 4px; }
.qube-palette [cmdk-item] { padding: 10px 12px; border-radius: 8px; cursor: pointer; color: #1d1d1f; }
.qube-palette [cmdk-item][data-selected='true'] { background: #e6eefb; outline: 2px solid #1f5fd1; }
.qube-palette [cmdk-empty] { padding: 16px; color: #595959; }
.qube-palette-hint { padding: 8px 16px; font-size: 12px; color: #595959; border-top: 1px solid #e5e5e5; }
`;

/**
 * The command palette (issue 25 §6): cmdk's accessible combobox in its dialog (focus held inside, Escape closes,
 * arrows move, Enter runs). Commands come from the same rules as the menus (paletteCommands.ts); the typed
 * "move 50 to groceries" is offered first. Loaded on first use, with cmdk.
 */
export default function CommandPalette({ onClose }: { onClose: () => void }) {
  const me = useSession((s) => s.me);
  const account = useSession((s) => s.active_account);
  const hasPartnerFeature = usePartnerFeature(me);
  const navigate = useNavigate();
  const { pathname, search: locationSearch } = useLocation();
  const [query, setQuery] = useState('');
  const [qubes, setQubes] = useState<PaletteQube[]>([]);
  const accountId = account?.id ?? null;

  useEffect(() => {
    if (accountId === null) return;
    let current = true;
    // The qubes to jump to and to move into; the palette works without them while they load or if they fail.
    api
      .get<Page<Qube>>('qubes/', { account_id: accountId, limit: QUBE_LIST_LIMIT }, { mute: true })
      .then(({ data }) => current && setQubes(data.results.flatMap((q) => (typeof q.id === 'number' ? [{ id: q.id, name: q.name, type: q.type }] : []))))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [accountId]);

  const input = useMemo(
    () => ({ me, account, companyId: getApiConfig().companyId, qubes, isWebview: isEmbeddedWebview(navigator.userAgent, locationSearch, webviewStorage()), hasPartnerFeature }),
    [me, account, qubes, locationSearch, hasPartnerFeature],
  );
  const commands = useMemo(() => paletteCommands(input), [input]);
  const suggested = suggestedCommand(query, input);

  const run = (action: PaletteAction) => {
    onClose();
    switch (action.type) {
      case 'navigate':
        navigate(action.to);
        return;
      case 'move-money':
        bus.emit('command:open-move-money', { kind: action.kind, presetQubeId: action.presetQubeId, presetAmount: action.presetAmount });
        return;
      case 'switch-account':
        void switchAccount(action.accountId).then((switched) => {
          const next = switched ? pathAfterSwitch(pathname) : null;
          if (next) navigate(next);
        });
        return;
      case 'sign-out':
        void logout();
    }
  };

  const byGroup = (group: PaletteGroup): PaletteCommand[] => (group === 'Suggested' ? (suggested ? [suggested] : []) : commands.filter((c) => c.group === group));

  return (
    <>
      <style>{PALETTE_CSS}</style>
      <Command.Dialog open onOpenChange={(open) => !open && onClose()} label="Command palette" overlayClassName="qube-palette-overlay" contentClassName="qube-palette" loop>
        <Command.Input value={query} onValueChange={setQuery} placeholder="Go to a page, open a qube, move money… (try “move 50 to groceries”)" />
        <Command.List label="Commands">
          <Command.Empty>No command matches “{query}”.</Command.Empty>
          {GROUPS.map((group) => {
            const items = byGroup(group);
            if (items.length === 0) return null;
            return (
              <Command.Group key={group} heading={group} forceMount={group === 'Suggested'}>
                {items.map((command) => (
                  <Command.Item key={command.id} value={command.id} keywords={[command.label, ...command.keywords]} forceMount={group === 'Suggested'} onSelect={() => run(command.action)}>
                    {command.label}
                  </Command.Item>
                ))}
              </Command.Group>
            );
          })}
        </Command.List>
        <div className="qube-palette-hint" aria-hidden="true">
          ↑↓ to choose · Enter to run · Esc to close
        </div>
      </Command.Dialog>
    </>
  );
}
