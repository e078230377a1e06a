import { useState } from 'react';
import { App, Button, Card, Col, Form, Input, InputNumber, Row, Select, Skeleton, Switch } from 'antd';
import { formatPhone, useSession } from '@qube/shared';
import { MoneyInput } from '@qube/shared/ui/MoneyInput';
import type { CoachProfile } from '@qube/contract/partners';
import { applyApiErrors } from '../../ui/formErrors';
import { LoadFailure } from '../../ui/LoadFailure';
import { PageTitle } from '../../ui/PageTitle';
import { ruleOf } from '../../ui/validators';
import { useLoad } from '../../ui/useLoad';
import { loadCoachProfile, loadOwnCodes, saveCoachProfile } from './profileApi';
import { activeClientsError, API_FIELD_PATHS, emailError, patchOf, phoneError, priceError, urlError, valuesOf, type ProfileValues } from './profileForm';

const PRICES: { name: 'power_session' | 'group_pricing' | 'individual_pricing'; label: string }[] = [
  { name: 'power_session', label: 'Power session' },
  { name: 'group_pricing', label: 'Group coaching' },
  { name: 'individual_pricing', label: 'Individual coaching' },
];
const LINKS: { name: 'discovery_calendar' | 'power_user_webinar' | 'group_calendar' | 'individual_calendar'; label: string }[] = [
  { name: 'discovery_calendar', label: 'Discovery call calendar' },
  { name: 'power_user_webinar', label: 'Power user webinar' },
  { name: 'group_calendar', label: 'Group session calendar' },
  { name: 'individual_calendar', label: 'Individual session calendar' },
];
const NO_MONEY_QUICK_ADD: readonly number[] = [];

function ProfileForm({ profile, codes }: { profile: CoachProfile; codes: string[] }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<ProfileValues>();
  const [isSaving, setIsSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const codeOptions = [{ value: '', label: 'None' }, ...[...new Set([...codes, ...(profile.tune_affiliate_code ? [profile.tune_affiliate_code] : [])])].map((code) => ({ value: code, label: code }))];

  async function save(values: ProfileValues) {
    setIsSaving(true);
    setFormError(null);
    try {
      const saved = await saveCoachProfile(patchOf(values));
      form.setFieldsValue(valuesOf(saved));
      void message.success('Your profile is saved.');
    } catch (error) {
      setFormError(applyApiErrors(form, error, API_FIELD_PATHS));
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <Form<ProfileValues>
      form={form}
      name="coach-profile"
      layout="vertical"
      initialValues={valuesOf(profile)}
      onFinish={(values) => void save(values)}
      onFinishFailed={() => setFormError('Please fix the fields marked below.')}
      requiredMark={false}
      scrollToFirstError
    >
      <Row gutter={[24, 0]}>
        <Col xs={24} lg={12}>
          <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>Contact</h2>} style={{ marginBottom: 16 }}>
            <Form.Item name="email" label="Email" rules={[ruleOf(emailError)]}>
              <Input type="email" autoComplete="email" maxLength={254} />
            </Form.Item>
            <Form.Item name="phone_number" label="Phone number" rules={[ruleOf(phoneError)]} normalize={(value: string) => (value ? formatPhone(value) : value)}>
              <Input inputMode="tel" autoComplete="tel" placeholder="(555) 123-4567" />
            </Form.Item>
            <Form.Item name="tune_affiliate_code" label="Code shown to prospects">
              <Select options={codeOptions} />
            </Form.Item>
          </Card>
          <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>Clients</h2>} style={{ marginBottom: 16 }}>
            <Form.Item name="active_clients" label="Active clients" rules={[ruleOf((v) => activeClientsError(v as unknown))]}>
              <InputNumber min={0} max={10000} precision={0} style={{ width: 160 }} />
            </Form.Item>
            <Form.Item name="is_taking_new_clients" label="Taking new clients" valuePropName="checked">
              <Switch />
            </Form.Item>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>Pricing</h2>} style={{ marginBottom: 16 }}>
            <p style={{ marginTop: 0, color: '#5c5c5c' }}>Leave a price empty if you do not offer it.</p>
            {PRICES.map((price) => (
              <Form.Item key={price.name} name={price.name} label={price.label} rules={[ruleOf(priceError)]}>
                {/* Form.Item hands the field its value, onChange and id. */}
                <MoneyInput value="" onChange={() => undefined} label={price.label} quickAdd={NO_MONEY_QUICK_ADD} />
              </Form.Item>
            ))}
          </Card>
          <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>Links</h2>} style={{ marginBottom: 16 }}>
            {LINKS.map((link) => (
              <Form.Item key={link.name} name={link.name} label={link.label} rules={[ruleOf(urlError)]}>
                <Input inputMode="url" autoComplete="url" placeholder="https://…" maxLength={2048} />
              </Form.Item>
            ))}
          </Card>
        </Col>
      </Row>
      {formError && (
        <p role="alert" style={{ color: '#b42318' }}>
          {formError}
        </p>
      )}
      <Button type="primary" htmlType="submit" loading={isSaving}>
        Save profile
      </Button>
    </Form>
  );
}

async function loadProfileAndCodes(): Promise<{ profile: CoachProfile; codes: string[] }> {
  const [profile, codes] = await Promise.all([loadCoachProfile(), loadOwnCodes().catch(() => ({ results: [] }))]);
  return { profile, codes: codes.results.filter((c) => c.is_active).map((c) => c.code) };
}

/** /coaching/profile (CO-21): every field of the coach profile, checked as typed, saved with PATCH. */
export function CoachProfilePage() {
  const userId = useSession((s) => s.me?.id ?? 0);
  const loaded = useLoad(loadProfileAndCodes, `profile:${userId}`);
  return (
    <section aria-labelledby="profile-title">
      <PageTitle id="profile-title">Coach Profile</PageTitle>
      {loaded.status === 'loading' && <Skeleton active />}
      {loaded.status === 'error' && <LoadFailure title="We could not load your profile." message={loaded.message} onRetry={loaded.reload} />}
      {loaded.status === 'ready' && <ProfileForm profile={loaded.data.profile} codes={loaded.data.codes} />}
    </section>
  );
}
