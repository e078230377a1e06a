import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Form, Input } from 'antd';
import { api, ApiError, sessionStore, toAntdRule, useSession, validateRequired, type Account, type Me } from '@qube/shared';

type Values = { display_name: string };

/** Replaces an account inside the user's lists (primary, sub-accounts, households) after it changed. */
function withAccount(me: Me, account: Account): Me {
  const swap = (a: Account) => (a.id === account.id ? { ...a, ...account } : a);
  return { ...me, primary_account: swap(me.primary_account), sub_accounts: me.sub_accounts.map(swap), households: me.households.map(swap) };
}

/** Profile card of /manage-account (SH-41): name and email read-only, the account's display name editable. */
export function ManageAccountProfileCard() {
  const me = useSession((s) => s.me);
  const account = useSession((s) => s.active_account);
  const [form] = Form.useForm<Values>();
  const [notice, setNotice] = useState<{ type: 'success' | 'error'; text: string } | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  if (!me) return null;

  const onFinish = async ({ display_name }: Values) => {
    if (!account) return;
    setIsSaving(true);
    setNotice(null);
    try {
      const { data } = await api.patch<Account>(`accounts/${account.id}/`, { display_name: display_name.trim() });
      const { setActiveAccount, setMe, me: current } = sessionStore.getState();
      setActiveAccount(data);
      if (current) setMe(withAccount(current, data));
      form.setFieldsValue({ display_name: data.display_name });
      setNotice({ type: 'success', text: 'Account name saved.' });
    } catch (caught) {
      const field = caught instanceof ApiError ? caught.body?.fields?.display_name : undefined;
      if (field) form.setFields([{ name: 'display_name', errors: [field] }]);
      else setNotice({ type: 'error', text: (caught instanceof ApiError && caught.fallbackMessage) || 'We could not save the account name. Please try again.' });
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <Card title="Profile" style={{ marginBottom: 16 }}>
      <Descriptions
        column={1}
        items={[
          { key: 'name', label: 'Name', children: `${me.first_name} ${me.last_name}` },
          { key: 'email', label: 'Email', children: me.email },
          ...(account ? [{ key: 'account', label: 'Account number', children: account.account_number }] : []),
        ]}
      />
      {account && (
        <Form<Values>
          form={form}
          layout="vertical"
          requiredMark={false}
          initialValues={{ display_name: account.display_name }}
          onFinish={onFinish}
          style={{ marginTop: 16, maxWidth: 420 }}
        >
          <Form.Item label="Account display name" name="display_name" rules={[toAntdRule(validateRequired)]}>
            <Input maxLength={50} autoComplete="off" />
          </Form.Item>
          <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 12 }}>
            {notice && <Alert type={notice.type} showIcon role={notice.type === 'error' ? 'alert' : 'status'} title={notice.text} />}
            <Button type="primary" htmlType="submit" loading={isSaving}>
              Save name
            </Button>
          </div>
        </Form>
      )}
    </Card>
  );
}
