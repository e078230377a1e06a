import { getApiConfig, themeTokens } from '@qube/shared';
import { popupContainer } from '@qube/shared/ui/popupContainer';
import { ConfigProvider } from 'antd';
import { CancelAutoAllocationHost } from './features/auto-allocation/CancelAutoAllocationHost';
import { BankLinkHost } from './features/bank-link/BankLinkHost';
import { DirectDepositHost } from './features/direct-deposit/DirectDepositHost';
import { MoveMoneyHost } from './features/internal-transfer/MoveMoneyHost';
import { TransactionDetailsHost } from './features/transaction-details/TransactionDetailsHost';

/**
 * The dialogs of this area that any page may open through the bus (move money, Transaction
 * Details, cancel auto-allocation, the bank-link widget, Direct Deposit). Inside the shell they are the `./dialogs` parcel, mounted on the
 * first such command wherever the person is; on this remote's own page the app renders them.
 */
export function MoneyMovementDialogs() {
  return (
    <ConfigProvider theme={{ token: themeTokens(getApiConfig().companyId) }} getPopupContainer={popupContainer}>
      <MoveMoneyHost />
      <TransactionDetailsHost />
      <CancelAutoAllocationHost />
      <BankLinkHost />
      <DirectDepositHost />
    </ConfigProvider>
  );
}
