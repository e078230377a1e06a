import { useState } from 'react';
import { App, Button, Card, Descriptions, Form, Input, Select, Skeleton, Space } from 'antd';
import { useSession } from '@qube/shared';
import type { ManagedProgram, ProgramFormat } from '@qube/contract/partners';
import { applyApiErrors } from '../../ui/formErrors';
import { LoadFailure } from '../../ui/LoadFailure';
import { PageTitle } from '../../ui/PageTitle';
import { useLoad } from '../../ui/useLoad';
import { loadProgram, saveProgram } from './programApi';

/** The API's bounds (contract partners.ts). */
export const NAME_MAX = 100;
export const DESCRIPTION_MAX = 1000;
export const FEATURE_MAX = 80;
export const FEATURES_MAX = 12;

const FORMATS: { value: ProgramFormat; label: string }[] = [
  { value: 'individual', label: 'One-on-one' },
  { value: 'group', label: 'Group' },
  { value: 'hybrid', label: 'One-on-one and group' },
  { value: 'self_paced', label: 'Self-paced' },
];
const PROGRAM_TYPES: Record<string, string> = { coach: 'Coach', affiliate: 'Affiliate', rewards: 'Rewards', church: 'Church', employer: 'Employer' };
const PORTAL_FEATURES: Record<string, string> = { dashboard: 'Dashboard', revenue: 'Revenue', leads: 'Leads', clients: 'Clients', coach_profile: 'Coach Profile' };

type Values = { name: string; description: string; format: ProgramFormat; features: string[] };

const valuesOf = (p: ManagedProgram): Values => ({ name: p.name, description: p.description, format: p.format, features: p.features.length > 0 ? p.features : [] });

/** No two features alike (any case), as the API requires. */
function duplicateIndex(features: string[]): number {
  const seen = new Set<string>();
  return features.findIndex((f) => {
    const key = f.trim().toLowerCase();
    if (seen.has(key)) return true;
    seen.add(key);
    return false;
  });
}

function ProgramForm({ program }: { program: ManagedProgram }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [isSaving, setIsSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  async function save(values: Values) {
    setIsSaving(true);
    setFormError(null);
    try {
      const saved = await saveProgram({ name: values.name.trim(), description: values.description.trim(), format: values.format, features: values.features.map((f) => f.trim()) });
      form.setFieldsValue(valuesOf(saved));
      void message.success('Your program is saved.');
    } catch (error) {
      setFormError(applyApiErrors(form, error, { name: ['name'], description: ['description'], format: ['format'], features: ['features'] }));
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <Form<Values> form={form} name="program" layout="vertical" initialValues={valuesOf(program)} onFinish={(values) => void save(values)} requiredMark={false} style={{ maxWidth: 640 }}>
      <Form.Item name="name" label="Program name" rules={[{ required: true, whitespace: true, message: 'Enter a program name.' }, { max: NAME_MAX, message: `Use at most ${NAME_MAX} characters.` }]}>
        <Input maxLength={NAME_MAX} />
      </Form.Item>
      <Form.Item name="format" label="Program type" extra="How you work with your clients.">
        <Select options={FORMATS} />
      </Form.Item>
      <Form.Item name="description" label="Description" rules={[{ max: DESCRIPTION_MAX, message: `Use at most ${DESCRIPTION_MAX} characters.` }]}>
        <Input.TextArea rows={4} maxLength={DESCRIPTION_MAX} showCount />
      </Form.Item>
      <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
        <legend style={{ fontSize: 14, marginBottom: 8 }}>What the program includes</legend>
        <Form.List
          name="features"
          rules={[
            {
              validator: async (_rule, features: string[] = []) => {
                if (features.length > FEATURES_MAX) throw new Error(`List at most ${FEATURES_MAX} features.`);
                if (duplicateIndex(features) >= 0) throw new Error('Each feature may be listed once.');
              },
            },
          ]}
        >
          {(fields, { add, remove }, { errors }) => (
            <>
              {fields.map((field, index) => (
                <Space key={field.key} align="start" style={{ display: 'flex' }}>
                  <Form.Item
                    name={field.name}
                    rules={[{ required: true, whitespace: true, message: 'Enter the feature or remove it.' }, { max: FEATURE_MAX, message: `Use at most ${FEATURE_MAX} characters.` }]}
                    style={{ marginBottom: 8, width: 420, maxWidth: '70vw' }}
                  >
                    <Input aria-label={`Feature ${index + 1}`} maxLength={FEATURE_MAX} placeholder="e.g. Weekly group call" />
                  </Form.Item>
                  <Button onClick={() => remove(field.name)} aria-label={`Remove feature ${index + 1}`}>
                    Remove
                  </Button>
                </Space>
              ))}
              <Button onClick={() => add('')} disabled={fields.length >= FEATURES_MAX}>
                Add feature
              </Button>
              <Form.ErrorList errors={errors} />
            </>
          )}
        </Form.List>
      </fieldset>
      {formError && (
        <p role="alert" style={{ color: '#b42318' }}>
          {formError}
        </p>
      )}
      <Button type="primary" htmlType="submit" loading={isSaving}>
        Save program
      </Button>
    </Form>
  );
}

/**
 * /coaching/manage-program (CO-22, a spec gap): the program the coach runs for clients — name, type
 * (how it is delivered), description and what it includes; the Qube program and portal features are
 * shown, not edited (Qube sets them).
 */
export function ManageProgramPage() {
  const userId = useSession((s) => s.me?.id ?? 0);
  const program = useLoad(loadProgram, `program:${userId}`);
  return (
    <section aria-labelledby="manage-program-title">
      <PageTitle id="manage-program-title">Manage Program</PageTitle>
      {program.status === 'loading' && <Skeleton active />}
      {program.status === 'error' && <LoadFailure title="We could not load your program." message={program.message} onRetry={program.reload} />}
      {program.status === 'ready' && (
        <>
          <Card style={{ marginBottom: 16 }}>
            <Descriptions
              title={<h2 style={{ fontSize: 18, margin: 0 }}>Your Qube partnership</h2>}
              column={1}
              items={[
                { key: 'type', label: 'Partner program', children: PROGRAM_TYPES[program.data.program_type] ?? program.data.program_type },
                { key: 'features', label: 'Portal features', children: program.data.affiliate_features.map((f) => PORTAL_FEATURES[f] ?? f).join(', ') || 'None' },
              ]}
            />
          </Card>
          <Card>
            <ProgramForm program={program.data} />
          </Card>
        </>
      )}
    </section>
  );
}
