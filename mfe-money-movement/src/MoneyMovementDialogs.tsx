import { CancelAutoAllocationHost } from './features/auto-allocation/CancelAutoAllocationHost';
import { BankLinkHost } from './features/bank-link/BankLinkHost';
import { DirectDepositHost } from './features/direct-deposit/DirectDepositHost';
import { MoveMoneyHost } from './features/internal-transfer/MoveMoneyHost';
import { TransactionDetailsHost } from './features/transaction-details/TransactionDetailsHost';

/**
 * The dialogs of this area that any page may open through the bus (move money, Transaction Details, cancel
 * auto-allocation, the bank-link widget, Direct Deposit). Inside the shell they are the `./dialogs` parcel, mounted on
 * the first such command wherever the person is; on this remote's own page the app renders them. What the parcel loads
 * is only these listeners, in plain code: each dialog brings its frame, antd and the area's antd theme in its own chunk
 * when it first opens (`lazyInTheme`; docs/adr/0017-light-banners-and-dialog-parcels.md), so a page that opens none
 * pays nothing for them (`dialogsFirstLoad.test.tsx` makes any antd import fail).
 */
export function MoneyMovementDialogs() {
  return (
    <>
      <MoveMoneyHost />
      <TransactionDetailsHost />
      <CancelAutoAllocationHost />
      <BankLinkHost />
      <DirectDepositHost />
    </>
  );
}
