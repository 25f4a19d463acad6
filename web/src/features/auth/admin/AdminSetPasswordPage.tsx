import { Link, useNavigate } from '@tanstack/react-router';
import { Alert, Button, Flex, Form, Input, Result, Steps, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useRequestAdminSetup, useResetPassword } from '../../../api/generated/auth/auth';
import { ApiError } from '../../../api/http';
import {
  ADMIN_PATHS,
  CODE_LENGTH,
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../../../constants/admin';
import { usePrivatePageTitle } from '../../../lib/head';
import { AdminAuthLayout } from './AdminAuthLayout';
import { serverMessage } from '../../../components/admin/api-error';

type Step = 'email' | 'code' | 'done';
const STEP_INDEX: Record<Step, number> = { email: 0, code: 1, done: 2 };

interface CodeForm {
  code: string;
  newPassword: string;
  confirmPassword: string;
}

const CODE_PATTERN = new RegExp(`^\\d{${CODE_LENGTH}}$`);

/**
 * /admin1/set-password: a staff member whose address is in ADMIN_EMAILS chooses the first password.
 * Step 1 e-mails a 6-digit code (POST /api/auth/admin-setup), step 2 sets the password with it
 * (POST /api/auth/reset-password), step 3 sends them to the login page.
 */
export function AdminSetPasswordPage() {
  usePrivatePageTitle('Set Admin Password', 'Choose the password of your Inspivision staff account.');
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const [sentMessage, setSentMessage] = useState('');

  return (
    <AdminAuthLayout
      title="Set your admin password"
      subtitle="Staff accounts are created from the list of admin e-mail addresses. Confirm yours to choose a password."
    >
      <Steps
        size="small"
        responsive={false}
        current={STEP_INDEX[step]}
        status={step === 'done' ? 'finish' : 'process'}
        items={[{ title: 'E-mail' }, { title: 'Password' }, { title: 'Done' }]}
        style={{ marginBottom: 24 }}
      />
      {step === 'email' && (
        <EmailStep
          initialEmail={email}
          onSent={(address, message) => {
            setEmail(address);
            setSentMessage(message);
            setStep('code');
          }}
        />
      )}
      {step === 'code' && (
        <CodeStep
          email={email}
          sentMessage={sentMessage}
          onResent={setSentMessage}
          onBack={() => setStep('email')}
          onDone={() => setStep('done')}
        />
      )}
      {step === 'done' && <DoneStep email={email} />}
    </AdminAuthLayout>
  );
}

function EmailStep({
  initialEmail,
  onSent,
}: {
  initialEmail: string;
  onSent: (email: string, message: string) => void;
}) {
  const [form] = Form.useForm<{ email: string }>();
  const setup = useRequestAdminSetup();

  return (
    <Form<{ email: string }>
      form={form}
      layout="vertical"
      requiredMark={false}
      noValidate
      initialValues={{ email: initialEmail }}
      disabled={setup.isPending}
      onValuesChange={() => setup.isError && setup.reset()}
      onFinish={({ email }) => {
        const address = email.trim();
        setup.mutate({ data: { email: address } }, { onSuccess: ({ message }) => onSent(address, message) });
      }}
    >
      {setup.isError && <ErrorAlert title="Request failed" error={setup.error} fallback="Could not send a code." />}
      <Form.Item
        label="Staff e-mail"
        name="email"
        rules={[
          { required: true, whitespace: true, message: 'Please enter your e-mail address.' },
          { type: 'email', message: 'Please enter a valid e-mail address.' },
        ]}
        extra={`We e-mail a ${CODE_LENGTH}-digit code to this address.`}
      >
        <Input type="email" autoComplete="email" inputMode="email" maxLength={EMAIL_MAX_LENGTH} autoFocus />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={setup.isPending}>
        Send code
      </Button>
      <BackToLogin />
    </Form>
  );
}

function CodeStep({
  email,
  sentMessage,
  onResent,
  onBack,
  onDone,
}: {
  email: string;
  sentMessage: string;
  onResent: (message: string) => void;
  onBack: () => void;
  onDone: () => void;
}) {
  const [form] = Form.useForm<CodeForm>();
  const reset = useResetPassword();
  const resend = useRequestAdminSetup();

  return (
    <Form<CodeForm>
      form={form}
      layout="vertical"
      requiredMark={false}
      noValidate
      disabled={reset.isPending}
      onValuesChange={() => reset.isError && reset.reset()}
      onFinish={({ code, newPassword }) =>
        reset.mutate(
          { data: { email, code: code.trim(), newPassword } },
          {
            onSuccess: () => onDone(),
            onError: (error) => {
              if (!(error instanceof ApiError)) return;
              const fields = error.fieldErrors.filter((e) => e.field === 'code' || e.field === 'newPassword');
              form.setFields(fields.map((e) => ({ name: e.field as keyof CodeForm, errors: [e.message] })));
            },
          },
        )
      }
    >
      <Alert
        type="info"
        showIcon
        role="status"
        title={`Check the inbox of ${email}`}
        description={resend.isError ? serverMessage(resend.error, 'Could not send a new code.') : sentMessage}
        style={{ marginBottom: 24 }}
      />
      {reset.isError && (
        <ErrorAlert title="Could not set the password" error={reset.error} fallback="Invalid or expired code" />
      )}
      <Form.Item
        label={`${CODE_LENGTH}-digit code`}
        name="code"
        normalize={(value: string) => value.replace(/\D/g, '').slice(0, CODE_LENGTH)}
        rules={[
          { required: true, message: 'Please enter the code from the e-mail.' },
          { pattern: CODE_PATTERN, message: `The code has ${CODE_LENGTH} digits.` },
        ]}
      >
        <Input
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={CODE_LENGTH}
          autoFocus
          style={{ letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums' }}
        />
      </Form.Item>
      <Form.Item
        label="New password"
        name="newPassword"
        extra={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        rules={[
          { required: true, message: 'Please choose a password.' },
          { min: PASSWORD_MIN_LENGTH, message: `Use at least ${PASSWORD_MIN_LENGTH} characters.` },
          { max: PASSWORD_MAX_LENGTH, message: `Use at most ${PASSWORD_MAX_LENGTH} characters.` },
        ]}
      >
        <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />
      </Form.Item>
      <Form.Item
        label="Confirm password"
        name="confirmPassword"
        dependencies={['newPassword']}
        rules={[
          { required: true, message: 'Please type the password again.' },
          ({ getFieldValue }) => ({
            validator: (_rule, value: string | undefined) =>
              !value || value === getFieldValue('newPassword')
                ? Promise.resolve()
                : Promise.reject(new Error('The passwords do not match.')),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={reset.isPending}>
        Set password
      </Button>
      <Flex justify="space-between" wrap gap={8} style={{ marginTop: 16 }}>
        <Button type="link" style={{ paddingInline: 0 }} onClick={onBack}>
          Use a different e-mail
        </Button>
        <Button
          type="link"
          style={{ paddingInline: 0 }}
          loading={resend.isPending}
          onClick={() => resend.mutate({ data: { email } }, { onSuccess: ({ message }) => onResent(message) })}
        >
          Send a new code
        </Button>
      </Flex>
    </Form>
  );
}

/**
 * The reset endpoint answers with the customers' text ("Password reset. You can now log in..."),
 * so this step says what happened in staff terms and points to the staff login.
 */
function DoneStep({ email }: { email: string }) {
  const navigate = useNavigate();
  const titleRef = useRef<HTMLHeadingElement>(null);
  // The form that had focus is gone: move it to the outcome, so a screen reader announces it.
  useEffect(() => titleRef.current?.focus(), []);

  return (
    <Result
      status="success"
      style={{ padding: '8px 0 0' }}
      title={
        <h2 ref={titleRef} tabIndex={-1} style={{ fontSize: 22, margin: 0, outline: 'none' }}>
          Password set
        </h2>
      }
      subTitle={
        <>
          The staff account {email} now has a password. Sign in to the back office at{' '}
          <Link to={ADMIN_PATHS.login}>{ADMIN_PATHS.login}</Link> with this e-mail and the new password.
        </>
      }
      extra={
        <Button
          type="primary"
          size="large"
          href={ADMIN_PATHS.login}
          onClick={(event) => {
            event.preventDefault();
            void navigate({ to: ADMIN_PATHS.login });
          }}
        >
          Go to admin login
        </Button>
      }
    />
  );
}

function ErrorAlert({ title, error, fallback }: { title: string; error: unknown; fallback: string }) {
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={title}
      description={serverMessage(error, fallback)}
      style={{ marginBottom: 24 }}
    />
  );
}

function BackToLogin() {
  return (
    <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
      Already have a password? <Link to={ADMIN_PATHS.login}>Log in</Link>
    </Typography.Paragraph>
  );
}
