import { Alert, Button, Form, Input, Typography } from 'antd';
import { serverMessage } from '../../../components/admin/api-error';
import { passkeysSupported } from '../second-factor/passkeys';
import { ENROLMENT_TEXT, usePasskeyEnrolment, type OnEnrolled } from '../second-factor/use-enrolment';

/** Adds a passkey (this device's, or a security key) under a name. Answers the recovery codes. */
export function PasskeyEnrolmentForm({ onEnrolled }: { onEnrolled: OnEnrolled }) {
  const { add, adding, failure } = usePasskeyEnrolment(onEnrolled, serverMessage);
  if (!passkeysSupported()) {
    return <Alert type="info" showIcon title={ENROLMENT_TEXT.passkeysUnsupported} />;
  }
  return (
    <Form
      layout="vertical"
      requiredMark={false}
      disabled={adding}
      initialValues={{ name: 'This device' }}
      onFinish={({ name }: { name: string }) => add(name)}
    >
      <Typography.Paragraph>{ENROLMENT_TEXT.passkeyPrompt}</Typography.Paragraph>
      {failure && <Alert type="error" showIcon role="alert" title={failure} style={{ marginBottom: 16 }} />}
      <Form.Item
        label="Passkey name"
        name="name"
        extra={ENROLMENT_TEXT.passkeyNameHint}
        rules={[{ required: true, whitespace: true, max: 100, message: 'Please name this passkey.' }]}
      >
        <Input maxLength={100} autoFocus />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={adding}>
        Create passkey
      </Button>
    </Form>
  );
}
