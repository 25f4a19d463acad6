import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  getGetPortalProposalQueryKey,
  getListPortalProposalsQueryKey,
  useGetPortalProposal,
} from '../../../api/generated/portal-proposals/portal-proposals';
import type { AcceptProposalResultDto, PortalProposalDto } from '../../../api/generated/model';
import { ApiError } from '../../../api/http';
import { LoadErrorPanel } from '../../../components/card/LoadErrorPanel';
import { PATHS } from '../../../constants/site';
import { browserNavigation } from '../../../lib/browser-navigation';
import { usePrivatePageTitle } from '../../../lib/head';
import { billingDate } from '../../billing/billing-dates';
import { formatMoney } from '../../billing/money';
import { ProposalDocument, type ProposalContent } from '../ProposalDocument';
import { DeclineDialog } from './DeclineDialog';
import { PayInvoiceLink } from './PayInvoiceLink';
import { proposalState } from './proposal-status';
import { SigningForm } from './SigningForm';
import '../../../components/form/form.css';
import '../../billing/billing.css';
import './proposals-portal.css';

/** What the shared document shows of the client's proposal: the same content as staff's preview and the PDF. */
export function proposalContent(proposal: PortalProposalDto): ProposalContent {
  return {
    title: proposal.title,
    summary: proposal.summary,
    clientName: proposal.clientName,
    version: proposal.version,
    issuedAt: proposal.sentAt,
    validUntil: proposal.validUntil,
    paymentTerms: proposal.paymentTerms,
    items: proposal.items,
    totals: proposal.totals,
  };
}

const SIGNED_AT = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'America/New_York',
  timeZoneName: 'short',
});

/** "March 4, 2026 at 12:30 PM EST": when it was signed, in the business's time zone (as the certificate's dates). */
export const signedAtText = (iso: string) => SIGNED_AT.format(new Date(iso));

const isMissing = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

export const proposalPdfHref = (id: string) => `/api/portal/proposals/${encodeURIComponent(id)}/pdf`;
export const sealedPdfHref = (id: string) => `/api/portal/proposals/${encodeURIComponent(id)}/sealed-pdf`;

/**
 * /portal/proposals/:id: the proposal as the client reads it (the shared ProposalDocument), its PDF and, once
 * signed, the sealed PDF; where it stands (accepted, declined, expired, replaced); and, while it can be
 * answered, Accept and sign (an inline step) or Decline (a dialog). Another client's proposal is a 404 from the
 * API, shown as "not found".
 */
export function ProposalPage({ proposalId }: { proposalId: string }) {
  const queryClient = useQueryClient();
  const query = useGetPortalProposal(proposalId);
  const proposal = query.data;
  usePrivatePageTitle(proposal ? proposal.title : 'Proposal', 'Your proposal.');

  const [signing, setSigning] = useState(false);
  const [declining, setDeclining] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [leavingFor, setLeavingFor] = useState<string | null>(null);
  // After an answer, focus goes to the banner that now says where the proposal stands.
  const [focusBanner, setFocusBanner] = useState(false);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const acceptRef = useRef<HTMLButtonElement>(null);
  const wasSigning = useRef(false);

  useEffect(() => {
    if (!notice) return;
    // The step the client was in may be gone (the proposal cannot be answered any more): focus the message.
    const active = document.activeElement;
    if (!active || active === document.body) noticeRef.current?.focus();
  }, [notice, proposal]);

  // Leaving the signing step with Cancel: back to the button that opened it.
  useEffect(() => {
    if (wasSigning.current && !signing) acceptRef.current?.focus();
    wasSigning.current = signing;
  }, [signing]);

  const setProposal = (next: PortalProposalDto) => {
    queryClient.setQueryData(getGetPortalProposalQueryKey(proposalId), next);
    // The list and the dashboard show the new status on their next visit.
    void queryClient.invalidateQueries({ queryKey: [getListPortalProposalsQueryKey()[0]] });
  };

  const onStale = (message: string) => {
    setNotice(message);
    setDeclining(false);
    void query.refetch();
    void queryClient.invalidateQueries({ queryKey: [getListPortalProposalsQueryKey()[0]] });
  };

  const onAccepted = (result: AcceptProposalResultDto) => {
    setNotice(null);
    setLeavingFor(result.payUrl);
    setFocusBanner(true);
    setSigning(false);
    setProposal(result.proposal);
    // The invoice's pay page: a full page load (the checkout starts from there).
    browserNavigation.assign(result.payUrl);
  };

  const onDeclined = (declined: PortalProposalDto) => {
    setNotice(null);
    setDeclining(false);
    setFocusBanner(true);
    setProposal(declined);
  };

  return (
    <div className="portal-page proposal-page">
      <Link to="/portal/proposals" className="proposal-page__back">
        ← All proposals
      </Link>
      {query.isPending ? (
        <>
          <p className="visually-hidden" role="status">
            Loading the proposal...
          </p>
          <div aria-hidden="true" className="proposal-skeleton">
            <div className="proposal-skeleton__line proposal-skeleton__line--short" />
            <div className="proposal-skeleton__line proposal-skeleton__line--title" />
            <div className="proposal-skeleton__block" />
          </div>
        </>
      ) : query.isError ? (
        isMissing(query.error) ? (
          <NotFound />
        ) : (
          <LoadErrorPanel
            what="this proposal"
            headingLevel={1}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        )
      ) : (
        <>
          {notice ? (
            <p ref={noticeRef} className="proposal-alert" role="alert" tabIndex={-1}>
              {notice}
            </p>
          ) : null}
          <StatusBanner proposal={proposal!} focus={focusBanner} leavingFor={leavingFor} />
          <div className="proposal-toolbar">
            <a href={proposalPdfHref(proposal!.id)} className="btn btn--outline" download>
              Download PDF
            </a>
            {proposal!.sealed ? (
              <a href={sealedPdfHref(proposal!.id)} className="btn btn--outline" download>
                Download the signed PDF
              </a>
            ) : null}
          </div>
          <ProposalDocument proposal={proposalContent(proposal!)} headingId="proposal-title" />
          {proposalState(proposal!) === 'new' || proposalState(proposal!) === 'awaiting' ? (
            <section className="proposal-answer" aria-labelledby={signing ? undefined : 'proposal-answer-title'}>
              {signing ? (
                <SigningForm
                  proposal={proposal!}
                  onCancel={() => setSigning(false)}
                  onAccepted={onAccepted}
                  onStale={onStale}
                />
              ) : (
                <>
                  <h2 id="proposal-answer-title" className="proposal-answer__title">
                    Your answer
                  </h2>
                  <p className="proposal-answer__text">
                    This proposal is valid until {billingDate(proposal!.validUntil)}. Accept and sign it to start the
                    project, or decline it and tell us why.
                  </p>
                  <div className="form-actions">
                    <button
                      ref={acceptRef}
                      type="button"
                      className="btn btn--primary btn--lg"
                      onClick={() => {
                        setNotice(null);
                        setSigning(true);
                      }}
                    >
                      Accept and sign
                    </button>
                    <button
                      type="button"
                      className="btn btn--outline btn--lg"
                      aria-haspopup="dialog"
                      onClick={() => {
                        setNotice(null);
                        setDeclining(true);
                      }}
                    >
                      Decline
                    </button>
                  </div>
                </>
              )}
            </section>
          ) : null}
          {declining ? (
            <DeclineDialog
              proposal={proposal!}
              onClose={() => setDeclining(false)}
              onDeclined={onDeclined}
              onStale={onStale}
            />
          ) : null}
        </>
      )}
    </div>
  );
}

/** Another client's proposal, a draft, an unknown or malformed id: the API answers 404 (or 400) alike. */
function NotFound() {
  return (
    <div className="pay-unavailable">
      <h1 id="proposal-not-found" className="pay-unavailable__title">
        We can&apos;t find this proposal
      </h1>
      <p>
        The link may be incomplete, or the proposal was sent to another e-mail address. If you have more than one
        account, sign in with the address the proposal was sent to.
      </p>
      <Link to="/portal/proposals" className="btn btn--primary">
        See your proposals
      </Link>
    </div>
  );
}

/** Where the proposal stands, when it can no longer be answered; nothing while it can. */
function StatusBanner({
  proposal,
  focus,
  leavingFor,
}: {
  proposal: PortalProposalDto;
  focus: boolean;
  leavingFor: string | null;
}) {
  const state = proposalState(proposal);
  switch (state) {
    case 'accepted':
      return <AcceptedBanner proposal={proposal} focus={focus} leavingFor={leavingFor} />;
    case 'declined':
      return (
        <Banner tone="muted" title="You declined this proposal" focus={focus}>
          {proposal.declineReason ? (
            <>
              <p>Your reason:</p>
              <blockquote className="proposal-banner__quote">{proposal.declineReason}</blockquote>
            </>
          ) : null}
          <p>
            We have let our team know. Changed your mind?{' '}
            <Link to={PATHS.contact} hash="contact-form">
              Get in touch
            </Link>{' '}
            and we can send you a new version.
          </p>
        </Banner>
      );
    case 'expired':
      return (
        <Banner tone="warning" title={`This proposal expired on ${billingDate(proposal.validUntil)}`} focus={focus}>
          <p>
            It can no longer be signed. If you would still like to go ahead,{' '}
            <Link to={PATHS.contact} hash="contact-form">
              get in touch
            </Link>{' '}
            and we will send you a new version.
          </p>
        </Banner>
      );
    case 'superseded':
      return (
        <Banner tone="warning" title="This version was replaced by a newer one" focus={focus}>
          {proposal.supersededById ? (
            <>
              <p>We revised this proposal: the new version is the one to read and sign.</p>
              <Link
                to="/portal/proposals/$proposalId"
                params={{ proposalId: proposal.supersededById }}
                className="btn btn--primary"
              >
                Open the new version
              </Link>
            </>
          ) : (
            <p>We are revising this proposal: we will e-mail you the new version as soon as it is ready.</p>
          )}
        </Banner>
      );
    default:
      return null;
  }
}

function Banner({
  tone,
  title,
  focus,
  children,
}: {
  tone: 'success' | 'warning' | 'muted';
  title: string;
  focus: boolean;
  children: ReactNode;
}) {
  const titleRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (focus) titleRef.current?.focus();
  }, [focus]);
  return (
    <section className={`proposal-banner proposal-banner--${tone}`} aria-labelledby="proposal-banner-title">
      {/* Not a heading: the banner comes before the proposal's own h1. */}
      <p id="proposal-banner-title" ref={titleRef} tabIndex={-1} className="proposal-banner__title">
        {title}
      </p>
      {children}
    </section>
  );
}

function AcceptedBanner({
  proposal,
  focus,
  leavingFor,
}: {
  proposal: PortalProposalDto;
  focus: boolean;
  leavingFor: string | null;
}) {
  const { signature, totals } = proposal;
  const money = (cents: number) => formatMoney(cents, totals.currency);
  const paying =
    proposal.paymentChoice === 'full'
      ? `the whole amount (${money(totals.totalCents)})`
      : `the deposit (${money(totals.depositCents)})`;
  return (
    <Banner tone="success" title="You accepted and signed this proposal" focus={focus}>
      {signature ? (
        <dl className="proposal-banner__facts">
          <div>
            <dt>Signed by</dt>
            <dd>
              {signature.name} ({signature.email})
            </dd>
          </div>
          <div>
            <dt>On</dt>
            <dd>{signedAtText(signature.signedAt)}</dd>
          </div>
          <div>
            <dt>Signature</dt>
            <dd>{signature.drawn ? 'Drawn, with your typed name' : 'Your typed name'}</dd>
          </div>
          <div>
            <dt>Document signed (SHA-256)</dt>
            <dd className="proposal-banner__hash">{signature.documentSha256}</dd>
          </div>
        </dl>
      ) : null}
      {proposal.paymentChoice ? <p>You chose to pay {paying} now.</p> : null}
      {leavingFor ? (
        <p role="status">
          Thank you! Taking you to your invoice to pay {paying}... If nothing happens,{' '}
          <a href={leavingFor}>open the invoice</a>.
        </p>
      ) : proposal.invoice ? (
        <PayInvoiceLink invoice={proposal.invoice} />
      ) : null}
      <p>
        {proposal.sealed
          ? 'We e-mailed you the signed PDF, with its certificate of completion; you can also download it here.'
          : 'The signed PDF, with its certificate of completion, is on its way to your inbox and will be here shortly.'}
      </p>
    </Banner>
  );
}
