import { useEffect, useRef, useState } from 'react';
import type { PasskeyDto, SecondFactorsDto } from '../../../api/generated/model';
import { serverMessage } from '../../../components/form/field-errors';
import { LoadingStatus } from '../../../components/spinner/Spinner';
import { toast } from '../../../components/toast';
import { TOAST_DURATION_MS } from '../../../constants/timing';
import { passkeysSupported } from '../second-factor/passkeys';
import { ENROLMENT_TEXT } from '../second-factor/use-enrolment';
import { factorTime, useSecondFactorSettings } from '../second-factor/use-second-factor-settings';
import { ConfirmAction } from './ConfirmAction';
import { PasskeyAddForm } from './PasskeyAddForm';
import { RecoveryCodesNotice } from './RecoveryCodesNotice';
import { TotpSetupForm } from './TotpSetupForm';
import '../second-factor/second-factor.css';
import './sign-in-security.css';

export const SIGN_IN_SECURITY_TEXT = {
  title: 'Sign-in security',
  intro:
    'An optional second step when you sign in: after your password (or Google) we also ask for a code from an authenticator app or for a passkey on your device, so a stolen password alone cannot open your account.',
  loadFailed: "We couldn't load your sign-in security.",
  noPasskey: 'No passkey yet.',
  lastFactor: 'It is your only second step: afterwards, signing in asks for your password only.',
} as const;

type Part = 'totp' | 'passkeys' | 'codes';

/**
 * The portal's "Sign-in security" section of the profile: the account's optional second factors. Set up
 * an authenticator app, add passkeys (where the browser can), remove any of them (each after a
 * confirmation: a customer may remove them all), and make new recovery codes once there is a factor.
 * New recovery codes are shown once, in place of the rest, until "I saved them".
 */
export function SignInSecurity() {
  const settings = useSecondFactorSettings({
    done: (title) => toast({ title, duration: TOAST_DURATION_MS.success }),
    failed: (error, title) =>
      toast({ title, description: serverMessage(error, 'Please try again.'), variant: 'destructive' }),
  });
  const { factors } = settings;
  const [adding, setAdding] = useState<'totp' | 'passkey' | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const totpHeading = useRef<HTMLHeadingElement>(null);
  const passkeysHeading = useRef<HTMLHeadingElement>(null);
  const codesHeading = useRef<HTMLHeadingElement>(null);
  const focusPart = (part: Part) =>
    ({ totp: totpHeading, passkeys: passkeysHeading, codes: codesHeading })[part].current?.focus();
  // A part whose heading takes focus once rendered (after the codes gave their place back to the parts).
  const focusNext = useRef<Part | null>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    focusPart(focusNext.current);
    focusNext.current = null;
  });

  const close = (part: Part) => {
    setAdding(null);
    focusPart(part);
  };
  const enrolled = (part: Part) => (recoveryCodes: string[] | null) => {
    settings.enrolled();
    if (recoveryCodes) setCodes(recoveryCodes);
    close(part);
  };

  return (
    <section className="portal-card sign-in-security" aria-labelledby="profile-security-title">
      <h2 id="profile-security-title" className="portal-card__title">
        {SIGN_IN_SECURITY_TEXT.title}
      </h2>
      <p className="portal-card__text">{SIGN_IN_SECURITY_TEXT.intro}</p>
      {factors.isPending ? (
        <div className="second-factor__status">
          <LoadingStatus text="Loading your sign-in security..." />
        </div>
      ) : null}
      {factors.isError ? (
        <div className="error-panel" role="alert">
          <p className="error-panel__title">{SIGN_IN_SECURITY_TEXT.loadFailed}</p>
          <button
            type="button"
            className="btn btn--primary"
            disabled={factors.isFetching}
            onClick={() => void factors.refetch()}
          >
            Try Again
          </button>
        </div>
      ) : null}
      {factors.data && codes ? (
        <RecoveryCodesNotice
          codes={codes}
          onDone={() => {
            focusNext.current = 'codes';
            setCodes(null);
          }}
        />
      ) : null}
      {factors.data && !codes ? (
        <>
          <div className="sign-in-security__part">
            <h3 ref={totpHeading} tabIndex={-1} className="sign-in-security__subtitle">
              Authenticator app
            </h3>
            {factors.data.totp ? (
              <div className="sign-in-security__row">
                <p>
                  Set up {factorTime(factors.data.totp.confirmedAt)} · last used{' '}
                  {factorTime(factors.data.totp.lastUsedAt)}
                </p>
                <ConfirmAction
                  label="Remove"
                  accessibleLabel="Remove the authenticator app"
                  question={removalQuestion('Remove the authenticator app?', factors.data)}
                  confirmLabel="Yes, remove"
                  pendingLabel="Removing..."
                  danger
                  onConfirm={async () => {
                    const done = await settings.removeTotp();
                    if (done) focusPart('totp');
                    return done;
                  }}
                />
              </div>
            ) : adding === 'totp' ? (
              <TotpSetupForm onEnrolled={enrolled('totp')} onCancel={() => close('totp')} />
            ) : (
              <>
                <p className="portal-card__text">
                  A 6-digit code that changes every 30 seconds, from an app on your phone.
                </p>
                <button type="button" className="btn btn--outline" onClick={() => setAdding('totp')}>
                  Set up an authenticator app
                </button>
              </>
            )}
          </div>

          <div className="sign-in-security__part">
            <h3 ref={passkeysHeading} tabIndex={-1} className="sign-in-security__subtitle">
              Passkeys
            </h3>
            {factors.data.passkeys.length ? (
              <ul className="sign-in-security__list" aria-label="Your passkeys">
                {factors.data.passkeys.map((passkey) => (
                  <PasskeyRow
                    key={passkey.id}
                    passkey={passkey}
                    question={removalQuestion(`Remove the passkey “${passkey.name}”?`, factors.data)}
                    onRemove={async () => {
                      const done = await settings.removePasskey(passkey.id);
                      if (done) focusPart('passkeys');
                      return done;
                    }}
                  />
                ))}
              </ul>
            ) : (
              <p className="portal-card__text">{SIGN_IN_SECURITY_TEXT.noPasskey}</p>
            )}
            {!passkeysSupported() ? (
              <p className="portal-card__text">{ENROLMENT_TEXT.passkeysUnsupported}</p>
            ) : adding === 'passkey' ? (
              <PasskeyAddForm onEnrolled={enrolled('passkeys')} onCancel={() => close('passkeys')} />
            ) : (
              <div>
                <button type="button" className="btn btn--outline" onClick={() => setAdding('passkey')}>
                  Add a passkey
                </button>
              </div>
            )}
          </div>

          {hasFactor(factors.data) ? (
            <div className="sign-in-security__part">
              <h3 ref={codesHeading} tabIndex={-1} className="sign-in-security__subtitle">
                Recovery codes
              </h3>
              <div className="sign-in-security__row">
                <p>
                  {factors.data.recoveryCodesLeft} unused recovery{' '}
                  {factors.data.recoveryCodesLeft === 1 ? 'code' : 'codes'} left. Each signs you in once when your
                  device is not at hand.
                </p>
                <ConfirmAction
                  label="Make new recovery codes"
                  question="Make new codes? The ones you have now stop working."
                  confirmLabel="Make new codes"
                  pendingLabel="Making codes..."
                  onConfirm={async () => {
                    const renewed = await settings.renewRecoveryCodes();
                    if (renewed) setCodes(renewed);
                    return Boolean(renewed);
                  }}
                />
              </div>
            </div>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

function PasskeyRow({
  passkey,
  question,
  onRemove,
}: {
  passkey: PasskeyDto;
  question: string;
  onRemove: () => Promise<boolean>;
}) {
  return (
    <li className="sign-in-security__item">
      <div>
        <p className="sign-in-security__name">{passkey.name}</p>
        <p className="portal-card__text">
          Added {factorTime(passkey.createdAt)} · last used {factorTime(passkey.lastUsedAt)}
        </p>
      </div>
      <ConfirmAction
        label="Remove"
        accessibleLabel={`Remove the passkey ${passkey.name}`}
        question={question}
        confirmLabel="Yes, remove"
        pendingLabel="Removing..."
        danger
        onConfirm={onRemove}
      />
    </li>
  );
}

const factorCount = (factors: SecondFactorsDto) => (factors.totp ? 1 : 0) + factors.passkeys.length;
const hasFactor = (factors: SecondFactorsDto) => factorCount(factors) > 0;

/** The confirmation of a removal, which says so when it turns the second step off. */
const removalQuestion = (question: string, factors: SecondFactorsDto) =>
  factorCount(factors) === 1 ? `${question} ${SIGN_IN_SECURITY_TEXT.lastFactor}` : question;
