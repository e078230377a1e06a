import type { ComponentType } from 'react';
import type { MoveMoneyOption } from '@qube/shared';
import { lazyInTheme } from '../../ui/lazyInTheme';

/** What every move-money dialog opened by the host receives. */
export type MoveMoneyDialogProps = { presetQubeId?: number | 'cloud'; editScheduledId?: number; onClose: () => void };

/**
 * The move-money dialogs other than the internal transfer, by option, each loaded on its first open (first paint
 * stays light). The host routes `command:open-move-money {kind}` and the selection's choices here; an option without
 * an entry is not built yet. Each dialog's issue adds its line, with `lazyInTheme`: the dialogs parcel has no antd
 * theme of its own (every signed-in page loads it), each dialog brings antd and the area's theme in its own chunk.
 */
export const MOVE_MONEY_DIALOGS: Partial<Record<MoveMoneyOption, ComponentType<MoveMoneyDialogProps>>> = {
  from_bank: lazyInTheme(() => import('../bank-deposit/BankDepositEntry').then((m) => m.BankDepositEntry)),
  to_friend: lazyInTheme(() => import('../send-to-friend/SendToFriendDialog').then((m) => m.SendToFriendDialog)),
  to_bank: lazyInTheme(() => import('../bank-transfer/BankTransferDialog').then((m) => m.BankTransferDialog)),
  direct_deposit: lazyInTheme(() => import('../direct-deposit/DirectDepositDialog').then((m) => m.DirectDepositDialog)),
  from_card: lazyInTheme(() => import('../card-deposit/CardDepositDialog').then((m) => m.CardDepositDialog)),
};
