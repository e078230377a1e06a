import { useEffect, useState } from 'react';
import { Form, Input, Modal, Switch } from 'antd';
import type { AffiliateCode } from '@qube/contract/partners';
import { applyApiErrors } from '../../ui/formErrors';
import { ruleOf } from '../../ui/validators';
import { codeError } from './codeRules';
import { updateCode } from './codesApi';

type CodeForm = { code: string; is_active: boolean };

/**
 * Editing one code (CO-16): its text and whether it is on. antd's dialog and form, loaded when the first Edit is
 * pressed (the Codes page itself is plain markup), in the portal's theme inside this lazy chunk.
 */
export function EditCodeDialog({ code, onSaved, onFailed, onClose }: { code: AffiliateCode | null; onSaved: () => void; onFailed: (message: string) => void; onClose: () => void }) {
  const [form] = Form.useForm<CodeForm>();
  const [isSaving, setIsSaving] = useState(false);
  // The dialog stays mounted once loaded (antd gives focus back to Edit when it closes); each opening starts from its code.
  useEffect(() => {
    if (code) form.setFieldsValue({ code: code.code, is_active: code.is_active });
  }, [code, form]);

  async function save(values: CodeForm) {
    if (!code) return;
    setIsSaving(true);
    try {
      await updateCode({ id: code.id, code: values.code.trim(), is_active: values.is_active });
      onSaved();
    } catch (error) {
      const rest = applyApiErrors(form, error, { code: ['code'], is_active: ['is_active'] });
      if (rest) onFailed(rest);
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <Modal open={code !== null} title={code ? `Edit ${code.code}` : 'Edit code'} okText="Save" cancelText="Cancel" confirmLoading={isSaving} onOk={() => form.submit()} onCancel={onClose} destroyOnHidden forceRender>
      <Form form={form} name="edit-code" layout="vertical" onFinish={(values) => void save(values)} requiredMark={false}>
        <Form.Item name="code" label="Code" rules={[ruleOf(codeError)]}>
          <Input maxLength={20} autoComplete="off" />
        </Form.Item>
        <Form.Item name="is_active" label="Active" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
