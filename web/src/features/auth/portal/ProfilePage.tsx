import { useGetProfile } from '../../../api/generated/auth/auth';
import { LoadingStatus } from '../../../components/spinner/Spinner';
import { ChangePasswordForm } from './ChangePasswordForm';
import { PhoneVerification } from './PhoneVerification';
import { ProfileForm } from './ProfileForm';
import { SignInSecurity } from './SignInSecurity';
import { usePrivatePageTitle } from '../../../lib/head';
import { PortalPageHeader } from '../../../components/portal/EmptyState';

/** /portal/profile: the account's details, its password and its optional second sign-in step. */
export function ProfilePage() {
  usePrivatePageTitle('Profile', 'Your contact details, password and sign-in security.');
  const { data: profile, isPending, isError, refetch } = useGetProfile();

  return (
    <div className="portal-page">
      <PortalPageHeader
        title="Profile"
        lead="Your contact details, notification choices, password and sign-in security."
      />
      {isPending ? <LoadingStatus text="Loading your profile..." /> : null}
      {isError ? (
        <div className="error-panel" role="alert">
          <p className="error-panel__title">We couldn't load your profile.</p>
          <button type="button" className="btn btn--primary" onClick={() => void refetch()}>
            Try Again
          </button>
        </div>
      ) : null}
      {profile ? (
        <>
          <section className="portal-card" aria-labelledby="profile-details-title">
            <h2 id="profile-details-title" className="portal-card__title">
              Your details
            </h2>
            <ProfileForm key={profile.id} profile={profile} />
          </section>
          <section className="portal-card" aria-labelledby="profile-phone-title">
            <h2 id="profile-phone-title" className="portal-card__title">
              Phone verification
            </h2>
            <PhoneVerification key={profile.phone ?? ''} profile={profile} />
          </section>
          <section className="portal-card" aria-labelledby="profile-password-title">
            <h2 id="profile-password-title" className="portal-card__title">
              Change password
            </h2>
            <ChangePasswordForm hasPassword={profile.hasPassword} />
          </section>
          <SignInSecurity />
        </>
      ) : null}
    </div>
  );
}
