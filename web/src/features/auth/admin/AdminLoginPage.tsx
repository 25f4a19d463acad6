import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { useEmailLogin } from '../../../api/generated/auth/auth';
import type { LoginDto } from '../../../api/generated/model';
import { ADMIN_PATHS, EMAIL_MAX_LENGTH, safeAdminRedirect } from '../../../constants/admin';
import { loginHref } from '../redirect';
import { useSetCurrentUser } from '../use-current-user';
import { usePrivatePageTitle } from '../../../lib/head';
import { AdminAuthLayout } from './AdminAuthLayout';
import { serverMessage } from '../../../components/admin/api-error';

const LOGIN_FAILED = 'Invalid email or password';

/** /admin1/login: e-mail and password; then the back office (or the admin page that sent here). */
export function AdminLoginPage() {
  usePrivatePageTitle('Admin Login', 'Sign in to the Inspivision back office.');
  const { redirect } = useSearch({ from: '/admin1/login' });
  const navigate = useNavigate();
  const setCurrentUser = useSetCurrentUser();
  const [form] = Form.useForm<LoginDto>();
  const login = useEmailLogin({
    mutation: {
      onSuccess(user) {
        // The guard reads this cache entry: the panel opens at once, without a second check or a spinner.
        setCurrentUser(user);
        const target = safeAdminRedirect(redirect);
        // Staff always pass a second step next (enrol one, or verify it).
        const href = user.secondFactor.pending ? loginHref(ADMIN_PATHS.secondFactor, target) : target;
        void navigate({ href, replace: true });
      },
    },
  });

  return (
    <AdminAuthLayout title="Admin Login" subtitle="Sign in with your staff e-mail address.">
      <Form<LoginDto>
        form={form}
        layout="vertical"
        requiredMark={false}
        noValidate
        disabled={login.isPending}
        onFinish={(values) => login.mutate({ data: { email: values.email.trim(), password: values.password } })}
        onValuesChange={() => login.isError && login.reset()}
      >
        {login.isError && (
          <Alert
            type="error"
            showIcon
            role="alert"
            title="Login failed"
            description={serverMessage(login.error, LOGIN_FAILED)}
            style={{ marginBottom: 24 }}
          />
        )}
        <Form.Item
          label="Email"
          name="email"
          rules={[
            { required: true, whitespace: true, message: 'Please enter your e-mail address.' },
            { type: 'email', message: 'Please enter a valid e-mail address.' },
          ]}
        >
          <Input type="email" autoComplete="username" inputMode="email" maxLength={EMAIL_MAX_LENGTH} autoFocus />
        </Form.Item>
        <Form.Item
          label="Password"
          name="password"
          rules={[{ required: true, message: 'Please enter your password.' }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item style={{ marginBottom: 16 }}>
          <Button type="primary" htmlType="submit" block size="large" loading={login.isPending}>
            Sign in
          </Button>
        </Form.Item>
      </Form>
      <Typography.Paragraph style={{ marginBottom: 0, textAlign: 'center' }}>
        <Link to={ADMIN_PATHS.setPassword}>First time here? Set your password</Link>
      </Typography.Paragraph>
    </AdminAuthLayout>
  );
}
