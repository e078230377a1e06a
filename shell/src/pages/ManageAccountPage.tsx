import { useSession } from '@qube/shared';
import { TITLE_STYLE } from '@qube/shared/ui/plain';
import { ManageAccountAddressCard } from './ManageAccountAddressCard';
import { ManageAccountAlertsCard } from './ManageAccountAlertsCard';
import { ManageAccountAuthorizedUsersCard } from './ManageAccountAuthorizedUsersCard';
import { ManageAccountLinkedBanksCard } from './ManageAccountLinkedBanksCard';
import { ManageAccountPasswordCard } from './ManageAccountPasswordCard';
import { ManageAccountPhoneCard } from './ManageAccountPhoneCard';
import { ManageAccountProfileCard } from './ManageAccountProfileCard';

/**
 * /manage-account (SH-41, SH-42), on both companies: profile, address with proof of address, phone, password, linked
 * banks (MM-140), authorized users (ON-72), notification settings (issue 25 §2). Its first view is plain markup (docs/adr/0015-plain-markup-first-views.md):
 * no antd on its path; the confirmations and the address suggestions bring antd in their own chunks when they open.
 */
export function ManageAccountPage() {
  const hasMe = useSession((s) => s.me !== null);
  if (!hasMe) return null;
  return (
    <section aria-labelledby="manage-account-title" style={{ maxWidth: 760 }}>
      <h1 id="manage-account-title" style={{ ...TITLE_STYLE, fontSize: 28 }}>
        Manage Account
      </h1>
      <ManageAccountProfileCard />
      <ManageAccountAddressCard />
      <ManageAccountPhoneCard />
      <ManageAccountPasswordCard />
      <ManageAccountAlertsCard />
      <ManageAccountLinkedBanksCard />
      <ManageAccountAuthorizedUsersCard />
    </section>
  );
}
