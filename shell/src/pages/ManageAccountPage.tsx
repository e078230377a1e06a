import { Card, Descriptions, Typography } from 'antd';
import { useSession } from '@qube/shared';

const NOT_SET = 'Not provided';

/** /manage-account (SH-41, SH-42): the user's profile and address. Editing comes with issue 3. */
export function ManageAccountPage() {
  const me = useSession((s) => s.me);
  const account = useSession((s) => s.active_account);
  if (!me) return null;
  const addressLine = [me.address_street, me.address_apartment_no].filter(Boolean).join(', ');
  const cityLine = [me.address_city, me.address_state, me.address_postal_code].filter(Boolean).join(' ');
  return (
    <section aria-labelledby="manage-account-title">
      <Typography.Title id="manage-account-title" level={1} style={{ fontSize: 28 }}>
        Manage Account
      </Typography.Title>
      <Card title="Profile" style={{ marginBottom: 16 }}>
        <Descriptions column={1} items={[
          { key: 'name', label: 'Name', children: `${me.first_name} ${me.last_name}` },
          { key: 'email', label: 'Email', children: me.email },
          { key: 'phone', label: 'Phone number', children: me.phone_number ?? NOT_SET },
          { key: 'account', label: 'Account', children: account ? `${account.display_name} (${account.account_number})` : NOT_SET },
        ]} />
      </Card>
      <Card title="Address">
        <Descriptions column={1} items={[
          { key: 'street', label: 'Street', children: addressLine || NOT_SET },
          { key: 'city', label: 'City, state and zip', children: cityLine || NOT_SET },
        ]} />
      </Card>
    </section>
  );
}
