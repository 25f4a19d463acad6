import { Alert, Button, Form, Input, Skeleton, Typography } from 'antd';
import { serverMessage } from '../../../components/admin/api-error';
import { ENROLMENT_TEXT, groupedSecret, useTotpEnrolment, type OnEnrolled } from '../second-factor/use-enrolment';

/** Sets up an authenticator app: its QR code and secret, then its first code. Answers the recovery codes. */
export function TotpEnrolmentForm({ onEnrolled }: { onEnrolled: OnEnrolled }) {
  const { enrolment, startFailure, confirmCode, confirming, confirmFailure, clearError } = useTotpEnrolment(
    onEnrolled,
    serverMessage,
  );

  if (startFailure) return <Alert type="error" showIcon role="alert" title={startFailure} />;
  if (!enrolment) return <Skeleton active aria-busy="true" />;
  const { qrCode, secret } = enrolment;
  return (
    <Form
      layout="vertical"
      requiredMark={false}
      disabled={confirming}
      onFinish={({ code }: { code: string }) => confirmCode(code)}
      onValuesChange={clearError}
    >
      <Typography.Paragraph>{ENROLMENT_TEXT.totpSteps}</Typography.Paragraph>
      <img
        src={qrCode}
        alt={ENROLMENT_TEXT.qrCodeAlt}
        width={180}
        height={180}
        style={{ display: 'block', margin: '0 auto 12px' }}
      />
      <Typography.Paragraph>
        Key for manual entry:{' '}
        <Typography.Text copyable={{ text: secret }}>
          <code data-testid="totp-secret">{groupedSecret(secret)}</code>
        </Typography.Text>
      </Typography.Paragraph>
      {confirmFailure && (
        <Alert type="error" showIcon role="alert" title={confirmFailure} style={{ marginBottom: 16 }} />
      )}
      <Form.Item
        label="6-digit code from the app"
        name="code"
        rules={[{ required: true, pattern: /^\s*\d{6}\s*$/, message: 'Please enter the 6-digit code.' }]}
      >
        <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} autoFocus />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={confirming}>
        Turn on the authenticator app
      </Button>
    </Form>
  );
}
