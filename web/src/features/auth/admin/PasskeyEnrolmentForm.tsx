import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { serverMessage } from '../../../components/admin/api-error';
import { addPasskey, passkeyPromptMessage, passkeysSupported } from '../second-factor/passkeys';

/** Adds a passkey (this device's, or a security key) under a name. Answers the recovery codes. */
export function PasskeyEnrolmentForm({ onEnrolled }: { onEnrolled: (recoveryCodes: string[] | null) => void }) {
  const add = useMutation({
    mutationFn: (name: string) => addPasskey(name),
    onSuccess: (answer) => onEnrolled(answer.recoveryCodes),
  });
  if (!passkeysSupported()) {
    return <Alert type="info" showIcon title="This browser cannot use passkeys. Use an authenticator app instead." />;
  }
  return (
    <Form
      layout="vertical"
      requiredMark={false}
      disabled={add.isPending}
      initialValues={{ name: 'This device' }}
      onFinish={({ name }: { name: string }) => add.mutate(name.trim())}
    >
      <Typography.Paragraph>
        Your browser will ask to create a passkey with this device's screen lock (fingerprint, face or PIN) or a
        security key.
      </Typography.Paragraph>
      {add.isError && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={passkeyPromptMessage(add.error) ?? serverMessage(add.error, 'The passkey could not be added.')}
          style={{ marginBottom: 16 }}
        />
      )}
      <Form.Item
        label="Passkey name"
        name="name"
        extra="So you can tell your passkeys apart, e.g. “Work laptop”."
        rules={[{ required: true, whitespace: true, max: 100, message: 'Please name this passkey.' }]}
      >
        <Input maxLength={100} autoFocus />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={add.isPending}>
        Create passkey
      </Button>
    </Form>
  );
}
