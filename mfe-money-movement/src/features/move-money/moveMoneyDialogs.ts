import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { MoveMoneyOption } from '@qube/shared';

/** What every move-money dialog opened by the host receives. */
export type MoveMoneyDialogProps = { presetQubeId?: number | 'cloud'; editScheduledId?: number; onClose: () => void };

/**
 * The move-money dialogs other than the internal transfer, by option, each loaded on its first open (first paint
 * stays light). The host routes `command:open-move-money {kind}` and the selection's choices here; an option without
 * an entry is not built yet. Each dialog's issue adds its line.
 */
export const MOVE_MONEY_DIALOGS: Partial<Record<MoveMoneyOption, LazyExoticComponent<ComponentType<MoveMoneyDialogProps>>>> = {
  from_bank: lazy(() => import('../bank-deposit/BankDepositEntry').then((m) => ({ default: m.BankDepositEntry }))),
  to_friend: lazy(() => import('../send-to-friend/SendToFriendDialog').then((m) => ({ default: m.SendToFriendDialog }))),
  to_bank: lazy(() => import('../bank-transfer/BankTransferDialog').then((m) => ({ default: m.BankTransferDialog }))),
  direct_deposit: lazy(() => import('../direct-deposit/DirectDepositDialog').then((m) => ({ default: m.DirectDepositDialog }))),
  from_card: lazy(() => import('../card-deposit/CardDepositDialog').then((m) => ({ default: m.CardDepositDialog }))),
};
