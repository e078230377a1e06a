import { useState } from 'react';
import { App, Button, Card, Col, Form, Input, Row, Skeleton } from 'antd';
import { useSession } from '@qube/shared';
import type { Personalization } from '@qube/contract/partners';
import { applyApiErrors } from '../../ui/formErrors';
import { LoadFailure } from '../../ui/LoadFailure';
import { ruleOf, urlError } from '../../ui/validators';
import { useLoad } from '../../ui/useLoad';
import { loadPersonalization, savePersonalization } from './codesApi';

export const MESSAGE_MAX = 500;

type Values = { message: string; image_url: string };

const valuesOf = (p: Personalization): Values => ({ message: p.message, image_url: p.image_url ?? '' });

/** What a visitor with the partner's code sees on the landing page, as the person types (CO-16). */
function LandingPreview({ message, imageUrl }: { message: string; imageUrl: string }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showImage = imageUrl !== '' && urlError(imageUrl) === null && failedUrl !== imageUrl;
  return (
    <figure aria-label="Landing page preview" style={{ margin: 0, border: '1px solid #e5e8ee', borderRadius: 12, padding: 16, background: '#fafbfc' }}>
      <figcaption style={{ fontWeight: 600, marginBottom: 8 }}>Preview</figcaption>
      {showImage && <img src={imageUrl} alt="Your landing image" onError={() => setFailedUrl(imageUrl)} style={{ maxWidth: '100%', maxHeight: 180, borderRadius: 8, display: 'block', marginBottom: 12 }} />}
      {failedUrl === imageUrl && imageUrl !== '' && <p style={{ color: '#5c5c5c' }}>The image could not be shown here; check that the link opens an image.</p>}
      <p style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{message || 'Welcome to Qube! Get 60 days free when you join with my code.'}</p>
      {!message && <p style={{ color: '#5c5c5c', fontSize: 13, marginTop: 8 }}>(Qube's welcome text shows while your message is empty.)</p>}
    </figure>
  );
}

/** The personalization form with its preview; saving keeps what the API answered. */
function PersonalizationForm({ initial }: { initial: Personalization }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [isSaving, setIsSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const typedMessage = Form.useWatch('message', form) ?? '';
  const typedImage = (Form.useWatch('image_url', form) ?? '').trim();

  async function save(values: Values) {
    setIsSaving(true);
    setFormError(null);
    try {
      const saved = await savePersonalization({ message: values.message.trim(), image_url: values.image_url.trim() || null });
      form.setFieldsValue(valuesOf(saved));
      void message.success('Your landing page is saved.');
    } catch (error) {
      setFormError(applyApiErrors(form, error, { message: ['message'], image_url: ['image_url'] }));
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} md={12}>
        <Form form={form} name="personalization" layout="vertical" onFinish={(values) => void save(values)} requiredMark={false} initialValues={valuesOf(initial)}>
          <Form.Item name="message" label="Welcome message" extra="Shown on the sign-up page to people who come with your code." rules={[{ max: MESSAGE_MAX, message: `Use at most ${MESSAGE_MAX} characters.` }]}>
            <Input.TextArea rows={4} maxLength={MESSAGE_MAX} showCount />
          </Form.Item>
          <Form.Item name="image_url" label="Image URL" rules={[ruleOf(urlError)]} validateTrigger={['onBlur', 'onSubmit']}>
            <Input inputMode="url" placeholder="https://…" autoComplete="url" />
          </Form.Item>
          {formError && (
            <p role="alert" style={{ color: '#b42318' }}>
              {formError}
            </p>
          )}
          <Button type="primary" htmlType="submit" loading={isSaving}>
            Save landing page
          </Button>
        </Form>
      </Col>
      <Col xs={24} md={12}>
        <LandingPreview message={typedMessage} imageUrl={typedImage} />
      </Col>
    </Row>
  );
}

/**
 * The landing personalization (CO-16): a message and an image URL shown on the onboarding landing page
 * to people who come with the partner's code, with a live preview.
 */
export function PersonalizationCard() {
  const userId = useSession((s) => s.me?.id ?? 0);
  const loaded = useLoad(loadPersonalization, `personalization:${userId}`);
  return (
    <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>Your landing page</h2>} style={{ marginTop: 24 }}>
      {loaded.status === 'loading' && <Skeleton active />}
      {loaded.status === 'error' && <LoadFailure title="We could not load your landing page." message={loaded.message} onRetry={loaded.reload} />}
      {loaded.status === 'ready' && <PersonalizationForm initial={loaded.data} />}
    </Card>
  );
}
