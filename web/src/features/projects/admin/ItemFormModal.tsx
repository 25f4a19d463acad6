import { App, Form, Modal } from 'antd';
import { useState, type ReactNode } from 'react';
import { ApiError } from '../../../api/http';
import { serverMessage } from '../../../components/admin/api-error';

/**
 * The dialog that adds or edits a step or a task: its fields (`children`, Form.Items named after the API's
 * fields), saved by `onSubmit`. A refusal naming fields marks them; any other shows the server's message.
 * Mount it only while open (keyed by the item), so each opening starts from `initialValues`.
 */
export function ItemFormModal<Values extends object>({
  name,
  title,
  okText,
  initialValues,
  failure,
  onSubmit,
  onClose,
  children,
}: {
  /** The form's name: its fields' ids start with it, unique on the page. */
  name: string;
  title: string;
  okText: string;
  initialValues: Partial<Values>;
  /** The message when the server says nothing better. */
  failure: string;
  onSubmit: (values: Values) => Promise<void>;
  onClose: () => void;
  children: ReactNode;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  const submit = async (values: Values) => {
    setSaving(true);
    try {
      await onSubmit(values);
      onClose();
    } catch (error) {
      const names = Object.keys(form.getFieldsValue());
      const fields = error instanceof ApiError ? error.fieldErrors.filter(({ field }) => names.includes(field)) : [];
      if (fields.length)
        form.setFields(fields.map(({ field, message: text }) => ({ name: field as never, errors: [text] })));
      else message.error(serverMessage(error, failure));
      setSaving(false);
    }
  };

  return (
    <Modal open title={title} okText={okText} onOk={() => form.submit()} onCancel={onClose} confirmLoading={saving}>
      <Form<Values>
        name={name}
        form={form}
        layout="vertical"
        requiredMark="optional"
        initialValues={initialValues}
        onFinish={submit}
      >
        {children}
      </Form>
    </Modal>
  );
}
