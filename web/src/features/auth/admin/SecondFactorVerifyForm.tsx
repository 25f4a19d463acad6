import { Alert, Button, Divider, Form, Input } from 'antd';
import type { CurrentUserDto, SecondFactorMethod } from '../../../api/generated/model';
import { serverMessage } from '../../../components/admin/api-error';
import { useSecondFactorVerification } from '../second-factor/use-second-factor-verification';

/** The second step of a sign-in: a passkey, a code of the authenticator app, or a recovery code. */
export function SecondFactorVerifyForm({
  verifyWith,
  onVerified,
}: {
  verifyWith: SecondFactorMethod[];
  onVerified: (user: CurrentUserDto) => void;
}) {
  const verification = useSecondFactorVerification({ verifyWith, onVerified, serverMessage });
  const { hasTotp, usingRecoveryCode, pending, failureMessage, clearErrors } = verification;

  return (
    <>
      {failureMessage && (
        <Alert type="error" showIcon role="alert" title={failureMessage} style={{ marginBottom: 16 }} />
      )}
      {verification.hasPasskey && (
        <>
          <Button
            type={hasTotp ? 'default' : 'primary'}
            block
            size="large"
            loading={verification.passkeyPending}
            disabled={pending}
            autoFocus={!hasTotp}
            onClick={verification.verifyWithPasskey}
          >
            Use a passkey
          </Button>
          {(hasTotp || usingRecoveryCode) && <Divider plain>or</Divider>}
        </>
      )}
      {usingRecoveryCode ? (
        <Form
          layout="vertical"
          requiredMark={false}
          disabled={pending}
          onFinish={({ code }: { code: string }) => verification.verifyRecoveryCode(code)}
          onValuesChange={clearErrors}
        >
          <Form.Item
            label="Recovery code"
            name="code"
            rules={[{ required: true, whitespace: true, message: 'Please enter one of your recovery codes.' }]}
          >
            <Input autoComplete="off" spellCheck={false} maxLength={64} autoFocus />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={verification.recoveryPending}>
            Verify recovery code
          </Button>
        </Form>
      ) : (
        hasTotp && (
          <Form
            layout="vertical"
            requiredMark={false}
            disabled={pending}
            onFinish={({ code }: { code: string }) => verification.verifyTotp(code)}
            onValuesChange={clearErrors}
          >
            <Form.Item
              label="6-digit code from your authenticator app"
              name="code"
              rules={[{ required: true, pattern: /^\s*\d{6}\s*$/, message: 'Please enter the 6-digit code.' }]}
            >
              <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} autoFocus />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={verification.totpPending}>
              Verify
            </Button>
          </Form>
        )
      )}
      {verification.hasRecoveryCode && !usingRecoveryCode && (
        <Button type="link" block style={{ marginTop: 8 }} onClick={() => verification.chooseRecoveryCode(true)}>
          Lost your device? Use a recovery code
        </Button>
      )}
    </>
  );
}
