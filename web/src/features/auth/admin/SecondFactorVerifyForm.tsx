import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Divider, Form, Input } from 'antd';
import { useState } from 'react';
import { useVerifyRecoveryCode, useVerifyTotp } from '../../../api/generated/auth/auth';
import type { CurrentUserDto, SecondFactorMethod } from '../../../api/generated/model';
import { serverMessage } from '../../../components/admin/api-error';
import { passkeyPromptMessage, verifyWithPasskey } from '../second-factor/passkeys';

/** The second step of a sign-in: a passkey, a code of the authenticator app, or a recovery code. */
export function SecondFactorVerifyForm({
  verifyWith,
  onVerified,
}: {
  verifyWith: SecondFactorMethod[];
  onVerified: (user: CurrentUserDto) => void;
}) {
  const hasTotp = verifyWith.includes('totp');
  const [useRecoveryCode, setUseRecoveryCode] = useState(!hasTotp && !verifyWith.includes('passkey'));
  const passkey = useMutation({ mutationFn: verifyWithPasskey, onSuccess: onVerified });
  const totp = useVerifyTotp({ mutation: { onSuccess: onVerified } });
  const recovery = useVerifyRecoveryCode({ mutation: { onSuccess: onVerified } });
  const pending = passkey.isPending || totp.isPending || recovery.isPending;
  const failure = passkey.error ?? totp.error ?? recovery.error;
  const failureMessage = failure
    ? (passkeyPromptMessage(failure) ?? serverMessage(failure, 'That did not work. Please try again.'))
    : undefined;
  const clearErrors = () => [passkey, totp, recovery].forEach((mutation) => mutation.isError && mutation.reset());

  return (
    <>
      {failureMessage && (
        <Alert type="error" showIcon role="alert" title={failureMessage} style={{ marginBottom: 16 }} />
      )}
      {verifyWith.includes('passkey') && (
        <>
          <Button
            type={hasTotp ? 'default' : 'primary'}
            block
            size="large"
            loading={passkey.isPending}
            disabled={pending}
            autoFocus={!hasTotp}
            onClick={() => {
              clearErrors();
              passkey.mutate();
            }}
          >
            Use a passkey
          </Button>
          {(hasTotp || useRecoveryCode) && <Divider plain>or</Divider>}
        </>
      )}
      {useRecoveryCode ? (
        <Form
          layout="vertical"
          requiredMark={false}
          disabled={pending}
          onFinish={({ code }: { code: string }) => recovery.mutate({ data: { code: code.trim() } })}
          onValuesChange={clearErrors}
        >
          <Form.Item
            label="Recovery code"
            name="code"
            rules={[{ required: true, whitespace: true, message: 'Please enter one of your recovery codes.' }]}
          >
            <Input autoComplete="off" spellCheck={false} maxLength={64} autoFocus />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={recovery.isPending}>
            Verify recovery code
          </Button>
        </Form>
      ) : (
        hasTotp && (
          <Form
            layout="vertical"
            requiredMark={false}
            disabled={pending}
            onFinish={({ code }: { code: string }) => totp.mutate({ data: { code: code.trim() } })}
            onValuesChange={clearErrors}
          >
            <Form.Item
              label="6-digit code from your authenticator app"
              name="code"
              rules={[{ required: true, pattern: /^\s*\d{6}\s*$/, message: 'Please enter the 6-digit code.' }]}
            >
              <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} autoFocus />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={totp.isPending}>
              Verify
            </Button>
          </Form>
        )
      )}
      {verifyWith.includes('recovery-code') && !useRecoveryCode && (
        <Button type="link" block style={{ marginTop: 8 }} onClick={() => setUseRecoveryCode(true)}>
          Lost your device? Use a recovery code
        </Button>
      )}
    </>
  );
}
