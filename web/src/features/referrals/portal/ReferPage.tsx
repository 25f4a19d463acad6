import { Link } from '@tanstack/react-router';
import { useId, useRef } from 'react';
import { useGetMyReferral } from '../../../api/generated/portal-referrals/portal-referrals';
import type { MyReferralDto } from '../../../api/generated/model';
import { LoadErrorPanel } from '../../../components/card/LoadErrorPanel';
import { PortalPageHeader } from '../../../components/portal/EmptyState';
import { toast, TOAST_DURATION_MS } from '../../../components/toast';
import { usePrivatePageTitle } from '../../../lib/head';
import { formatMoney } from '../../billing/money';
import '../../../components/form/form.css';
import '../../../styles/cards.css';
import './refer.css';

/** What the page says, shared with its test (docs/modules/referrals.md#screens). */
export const REFER_TEXT = {
  title: 'Refer a Friend',
  lead: 'Know someone ready to launch a business? Refer them and earn account credit.',
  linkLabel: 'Your referral link',
  copy: 'Copy link',
  copied: 'Link copied',
  copiedText: 'Paste it in a message or an e-mail to a friend.',
  copyFailed: "Couldn't copy the link",
  copyFailedText: 'The link is selected: copy it with Ctrl+C (⌘C on a Mac).',
  inactive:
    'This link is no longer active: friends can still open it, but it no longer earns credit. Contact us if you think this is a mistake.',
} as const;

const months = (count: number) => (count === 1 ? '1 month' : `${count} months`);

function Reward({ referral }: { referral: MyReferralDto }) {
  const reward = formatMoney(referral.rewardCents, referral.currency);
  return (
    <section className="portal-card" aria-labelledby="refer-how-title">
      <h2 id="refer-how-title" className="portal-card__title">
        How it works
      </h2>
      {referral.rewardCents > 0 ? (
        <>
          <p className="portal-card__text">
            For every friend who signs up through your link and pays their first invoice, you earn{' '}
            <strong className="refer-reward">{reward}</strong> in account credit. It is applied automatically when you
            pay an invoice and can be used for {months(referral.creditMonths)}.
          </p>
          <ol className="refer-steps">
            <li>Share your link with a friend.</li>
            <li>They sign up with it.</li>
            <li>They pay their first invoice, and you earn {reward}.</li>
          </ol>
        </>
      ) : (
        <p className="portal-card__text">
          Referral rewards are paused at the moment. You can still share your link: friends who sign up with it are
          counted below.
        </p>
      )}
    </section>
  );
}

function ShareLink({ referral }: { referral: MyReferralDto }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);

  const copy = async () => {
    try {
      // Missing outside secure contexts (plain http other than localhost): fall through to selecting.
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(referral.shareUrl);
      toast({ title: REFER_TEXT.copied, description: REFER_TEXT.copiedText, duration: TOAST_DURATION_MS.success });
    } catch {
      input.current?.focus();
      input.current?.select();
      toast({
        title: REFER_TEXT.copyFailed,
        description: REFER_TEXT.copyFailedText,
        variant: 'destructive',
        duration: TOAST_DURATION_MS.validationFailure,
      });
    }
  };

  return (
    <section className="portal-card" aria-labelledby="refer-link-title">
      <h2 id="refer-link-title" className="portal-card__title">
        Share your link
      </h2>
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {REFER_TEXT.linkLabel}
        </label>
        <div className="refer-link">
          <input
            ref={input}
            id={id}
            className="field__control refer-link__input"
            type="text"
            readOnly
            value={referral.shareUrl}
            aria-describedby={`${id}-hint`}
            onFocus={(event) => event.currentTarget.select()}
          />
          <button type="button" className="btn btn--primary" onClick={() => void copy()}>
            {REFER_TEXT.copy}
          </button>
        </div>
        <p className="field__hint" id={`${id}-hint`}>
          Your code is <strong className="refer-code">{referral.code}</strong>.
        </p>
      </div>
      {referral.isActive ? null : (
        <p className="refer-note" role="note">
          <strong>Inactive link. </strong>
          {REFER_TEXT.inactive}
        </p>
      )}
    </section>
  );
}

function Figures({ referral }: { referral: MyReferralDto }) {
  const money = (cents: number) => formatMoney(cents, referral.currency);
  const figures: Array<[string, string, string]> = [
    ['visits', 'Link visits', String(referral.visits)],
    ['sign-ups', 'Sign-ups', String(referral.signUps)],
    ['conversions', 'Converted clients', String(referral.conversions)],
    ['earned', 'Credits earned', money(referral.creditsEarnedCents)],
    ['available', 'Credits available', money(referral.creditsAvailableCents)],
  ];
  return (
    <section className="portal-card" aria-labelledby="refer-figures-title">
      <h2 id="refer-figures-title" className="portal-card__title">
        Your referrals
      </h2>
      <dl className="refer-figures">
        {figures.map(([key, label, value]) => (
          <div key={key} className="refer-figure">
            <dt className="refer-figure__label">{label}</dt>
            <dd className="refer-figure__value">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="portal-card__text">
        Converted clients are friends who paid their first invoice. Available credit is applied automatically at
        checkout; see it in <Link to="/portal/billing">Billing</Link>.
      </p>
    </section>
  );
}

/** Placeholders shaped like the three cards (no layout shift when they arrive). */
function Loading() {
  return (
    <>
      <p className="visually-hidden" role="status">
        Loading your referral link...
      </p>
      <div className="refer-skeleton" aria-hidden="true" data-testid="refer-skeleton">
        <div className="portal-card">
          <div className="skeleton skeleton--title refer-skeleton__title" />
          <div className="skeleton skeleton--line" />
          <div className="skeleton skeleton--line skeleton--short" />
        </div>
        <div className="portal-card">
          <div className="skeleton skeleton--title refer-skeleton__title" />
          <div className="skeleton refer-skeleton__input" />
        </div>
        <div className="portal-card">
          <div className="skeleton skeleton--title refer-skeleton__title" />
          <div className="refer-figures">
            {Array.from({ length: 5 }, (_, index) => (
              <div key={index} className="refer-figure">
                <div className="skeleton skeleton--line skeleton--short" />
                <div className="skeleton skeleton--title" />
              </div>
            ))}
          </div>
        </div>
      </div>
    </>
  );
}

/** /portal/refer: the client's referral link to share, the reward, and what the link has brought so far. */
export function ReferPage() {
  usePrivatePageTitle(REFER_TEXT.title, 'Refer a friend to Inspivision.');
  const query = useGetMyReferral();
  return (
    <div className="portal-page" aria-busy={query.isFetching}>
      <PortalPageHeader title={REFER_TEXT.title} lead={REFER_TEXT.lead} />
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <div className="portal-card">
          <LoadErrorPanel what="your referral link" onRetry={() => void query.refetch()} retrying={query.isFetching} />
        </div>
      ) : (
        <>
          <Reward referral={query.data} />
          <ShareLink referral={query.data} />
          <Figures referral={query.data} />
        </>
      )}
    </div>
  );
}
