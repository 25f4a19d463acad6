import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { Button, Radio, Skeleton, Typography } from 'antd';
import { useEffect, useState } from 'react';
import type { CurrentUserDto } from '../../../api/generated/model';
import { ADMIN_PATHS, safeAdminRedirect } from '../../../constants/admin';
import { usePrivatePageTitle } from '../../../lib/head';
import { loginHref } from '../redirect';
import { currentUserQueryOptions, useCurrentUser, useLogout, useSetCurrentUser } from '../use-current-user';
import { AdminAuthLayout } from './AdminAuthLayout';
import { PasskeyEnrolmentForm } from './PasskeyEnrolmentForm';
import { RecoveryCodesCard } from './RecoveryCodesCard';
import { SecondFactorVerifyForm } from './SecondFactorVerifyForm';
import { TotpEnrolmentForm } from './TotpEnrolmentForm';

type Method = 'totp' | 'passkey';

/**
 * /admin1/second-factor: the step after the password (or Google) for staff. Without a second factor yet
 * the account sets one up (an authenticator app or a passkey) and saves its recovery codes; with one, it
 * verifies it. Then the admin page that sent here.
 */
export function AdminSecondFactorPage() {
  const { redirect } = useSearch({ from: '/admin1/second-factor' });
  const target = safeAdminRedirect(redirect);
  const { status, user } = useCurrentUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const setCurrentUser = useSetCurrentUser();
  const { logout } = useLogout();
  const [method, setMethod] = useState<Method>('totp');
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const pending = user?.secondFactor.pending ?? null;
  const enrolling = pending === 'enrol' || recoveryCodes !== null;
  usePrivatePageTitle(enrolling ? 'Set up a second factor' : 'Verify it’s you', 'Second sign-in step.');

  useEffect(() => {
    if (status === 'unauthenticated') void navigate({ href: loginHref(ADMIN_PATHS.login, target), replace: true });
    else if (status === 'authenticated' && !pending && recoveryCodes === null) {
      void navigate({ href: target, replace: true });
    }
  }, [status, pending, recoveryCodes, target, navigate]);

  const proceed = (verified: CurrentUserDto) => {
    void setCurrentUser(verified);
    void navigate({ href: target, replace: true });
  };
  const enrolled = (codes: string[] | null) => {
    if (codes) setRecoveryCodes(codes);
    else void finishEnrolment();
  };
  const finishEnrolment = async () => {
    await queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey });
    setRecoveryCodes(null);
  };

  if (recoveryCodes) {
    return (
      <AdminAuthLayout title="Set up a second factor">
        <RecoveryCodesCard
          codes={recoveryCodes}
          doneLabel="I saved them: continue"
          onDone={() => void finishEnrolment()}
        />
      </AdminAuthLayout>
    );
  }
  if (!user || !pending) {
    return (
      <AdminAuthLayout title="Second sign-in step">
        <Skeleton active aria-busy="true" />
      </AdminAuthLayout>
    );
  }

  const signOut = (
    <Typography.Paragraph style={{ margin: '16px 0 0', textAlign: 'center' }}>
      <Button type="link" onClick={logout}>
        Sign out
      </Button>
    </Typography.Paragraph>
  );

  if (pending === 'enrol') {
    return (
      <AdminAuthLayout
        title="Set up a second factor"
        subtitle="Staff accounts sign in with a second step: an authenticator app or a passkey."
      >
        <Radio.Group
          aria-label="Second factor to set up"
          optionType="button"
          buttonStyle="solid"
          value={method}
          onChange={(event) => setMethod(event.target.value as Method)}
          options={[
            { value: 'totp', label: 'Authenticator app' },
            { value: 'passkey', label: 'Passkey' },
          ]}
          style={{ marginBottom: 16 }}
        />
        {method === 'totp' ? (
          <TotpEnrolmentForm onEnrolled={enrolled} />
        ) : (
          <PasskeyEnrolmentForm onEnrolled={enrolled} />
        )}
        {signOut}
      </AdminAuthLayout>
    );
  }

  return (
    <AdminAuthLayout title="Verify it’s you" subtitle={`Second sign-in step for ${user.email}.`}>
      <SecondFactorVerifyForm verifyWith={user.secondFactor.verifyWith} onVerified={proceed} />
      {signOut}
    </AdminAuthLayout>
  );
}
