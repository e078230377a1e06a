import { Typography } from 'antd';
import { useSession } from '@qube/shared';
import { ManageAccountAddressCard } from './ManageAccountAddressCard';
import { ManageAccountAuthorizedUsersCard } from './ManageAccountAuthorizedUsersCard';
import { ManageAccountLinkedBanksCard } from './ManageAccountLinkedBanksCard';
import { ManageAccountPasswordCard } from './ManageAccountPasswordCard';
import { ManageAccountPhoneCard } from './ManageAccountPhoneCard';
import { ManageAccountProfileCard } from './ManageAccountProfileCard';

/** /manage-account (SH-41, SH-42), on both companies: profile, address with proof of address, phone, password, linked banks (MM-140). */
export function ManageAccountPage() {
  const hasMe = useSession((s) => s.me !== null);
  if (!hasMe) return null;
  return (
    <section aria-labelledby="manage-account-title" style={{ maxWidth: 760 }}>
      <Typography.Title id="manage-account-title" level={1} style={{ fontSize: 28 }}>
        Manage Account
      </Typography.Title>
      <ManageAccountProfileCard />
      <ManageAccountAddressCard />
      <ManageAccountPhoneCard />
      <ManageAccountPasswordCard />
      <ManageAccountLinkedBanksCard />
      <ManageAccountAuthorizedUsersCard />
    </section>
  );
}
