import { MOVE_MONEY_LABELS, type MoveMoneyOption } from '@qube/shared';

/** How each option reads in the selection (MM-35; the labels are @qube/shared's, the descriptions ours). */
export const MOVE_MONEY_CHOICES: Record<MoveMoneyOption, { label: string; description: string; icon: string }> = {
  internal: { label: MOVE_MONEY_LABELS.internal, description: 'Move money between your qubes and Cloud.', icon: '⇄' },
  to_friend: { label: MOVE_MONEY_LABELS.to_friend, description: 'Send money to a person, instantly.', icon: '➜' },
  direct_deposit: { label: MOVE_MONEY_LABELS.direct_deposit, description: 'Have your paycheck paid into Qube.', icon: '⤓' },
  to_bank: { label: MOVE_MONEY_LABELS.to_bank, description: 'Move money out to a linked bank account.', icon: '⤒' },
  from_bank: { label: MOVE_MONEY_LABELS.from_bank, description: 'Add money from a linked bank account.', icon: '⤓' },
  from_card: { label: MOVE_MONEY_LABELS.from_card, description: 'Add money with a debit card.', icon: '▭' },
};

/**
 * The options whose dialogs this build has (issue 4 builds the internal transfer, issue 10 the bank
 * deposit, send to friend, transfer to bank, direct deposit and card deposit; the others come with their issues). The
 * selection shows only options that are both allowed and built.
 */
export const BUILT_MOVE_MONEY_OPTIONS: readonly MoveMoneyOption[] = ['internal', 'from_bank', 'to_friend', 'to_bank', 'direct_deposit', 'from_card'];

export function visibleMoveMoneyOptions(allowed: readonly MoveMoneyOption[], built: readonly MoveMoneyOption[] = BUILT_MOVE_MONEY_OPTIONS): MoveMoneyOption[] {
  return allowed.filter((option) => built.includes(option));
}
