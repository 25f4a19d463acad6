import { Alert, Button, Form, Input, Skeleton, Typography } from 'antd';
import { useEffect } from 'react';
import { useConfirmTotpEnrolment, useStartTotpEnrolment } from '../../../api/generated/auth/auth';
import { serverMessage } from '../../../components/admin/api-error';

/** Sets up an authenticator app: its QR code and secret, then its first code. Answers the recovery codes. */
export function TotpEnrolmentForm({ onEnrolled }: { onEnrolled: (recoveryCodes: string[] | null) => void }) {
  const start = useStartTotpEnrolment();
  const confirm = useConfirmTotpEnrolment({ mutation: { onSuccess: (answer) => onEnrolled(answer.recoveryCodes) } });
  const startEnrolment = start.mutate;
  useEffect(() => startEnrolment(), [startEnrolment]);

  if (start.isError) {
    return (
      <Alert type="error" showIcon role="alert" title={serverMessage(start.error, 'Could not start the set-up.')} />
    );
  }
  if (!start.data) return <Skeleton active aria-busy="true" />;
  const { qrCode, secret } = start.data;
  return (
    <Form
      layout="vertical"
      requiredMark={false}
      disabled={confirm.isPending}
      onFinish={({ code }: { code: string }) => confirm.mutate({ data: { code: code.trim() } })}
      onValuesChange={() => confirm.isError && confirm.reset()}
    >
      <Typography.Paragraph>
        Scan this QR code with your authenticator app (e.g. Google Authenticator, 1Password, Authy), or type in the key
        below, then enter the 6-digit code the app shows.
      </Typography.Paragraph>
      <img
        src={qrCode}
        alt="QR code to add Inspivision to your authenticator app"
        width={180}
        height={180}
        style={{ display: 'block', margin: '0 auto 12px' }}
      />
      <Typography.Paragraph>
        Key for manual entry:{' '}
        <Typography.Text copyable={{ text: secret }}>
          <code data-testid="totp-secret">{secret.match(/.{1,4}/g)!.join(' ')}</code>
        </Typography.Text>
      </Typography.Paragraph>
      {confirm.isError && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={serverMessage(confirm.error, 'That code did not work. Please try again.')}
          style={{ marginBottom: 16 }}
        />
      )}
      <Form.Item
        label="6-digit code from the app"
        name="code"
        rules={[{ required: true, pattern: /^\s*\d{6}\s*$/, message: 'Please enter the 6-digit code.' }]}
      >
        <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} autoFocus />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={confirm.isPending}>
        Turn on the authenticator app
      </Button>
    </Form>
  );
}
