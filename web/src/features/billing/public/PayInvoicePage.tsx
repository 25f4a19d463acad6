import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { getGetPayInvoiceQueryKey, useGetPayInvoice } from '../../../api/generated/pay-invoice/pay-invoice';
import { useStartInvoiceCheckout } from '../../../api/generated/pay-invoice/pay-invoice';
import type { InvoiceDocumentDto } from '../../../api/generated/model';
import { ApiError } from '../../../api/http';
import { LoadErrorPanel } from '../../../components/card/LoadErrorPanel';
import { serverMessage } from '../../../components/form/field-errors';
import { toast } from '../../../components/toast';
import { PATHS } from '../../../constants/site';
import { browserNavigation } from '../../../lib/browser-navigation';
import { billingDate } from '../billing-dates';
import { PAID_STATUSES, PAYABLE_STATUSES } from '../billing-labels';
import { formatCents, parseDollars } from '../money';
import { InvoiceDocument } from './InvoiceDocument';
import '../../../components/form/form.css';
import '../billing.css';

/** How often the page asks whether the payment provider has confirmed the payment, and for how long. */
export const CONFIRM_POLL_MS = 2000;
export const CONFIRM_PATIENCE_MS = 90_000;

/** Where the checkout sends the client back: /pay-invoice/:id?checkout=success (or cancelled). */
export type CheckoutReturn = 'success' | 'cancelled';

const isMissing = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

/** /pay-invoice/:publicId: the invoice behind a pay link, and its Pay button (open to whoever holds the link). */
export function PayInvoicePage() {
  const { publicId = '' } = useParams({ strict: false });
  const search: { checkout?: unknown } = useSearch({ strict: false });
  const returned: CheckoutReturn | undefined =
    search.checkout === 'success' || search.checkout === 'cancelled' ? search.checkout : undefined;
  const confirming = useConfirmation(returned === 'success');

  const query = useGetPayInvoice(publicId, {
    query: {
      queryKey: getGetPayInvoiceQueryKey(publicId),
      // Back from a successful checkout: the webhook may land a moment later; ask until it has.
      refetchInterval: (current) => (confirming.active && !received(current.state.data) ? CONFIRM_POLL_MS : false),
    },
  });
  const invoice = query.data;

  return (
    <section className="pay-page" aria-label="Pay invoice">
      <div className="pay-page__inner">
        {query.isPending ? (
          <PaySkeleton />
        ) : query.isError ? (
          isMissing(query.error) ? (
            <Unavailable title="We can't find this invoice">
              The link may be incomplete, or the invoice was withdrawn. Please check the link in your e-mail.
            </Unavailable>
          ) : (
            <LoadErrorPanel
              what="your invoice"
              headingLevel={1}
              onRetry={() => void query.refetch()}
              retrying={query.isFetching}
            />
          )
        ) : invoice!.status === 'cancelled' ? (
          <Unavailable title={`Invoice ${invoice!.invoiceNumber} was cancelled`}>
            There is nothing to pay on it. If you think this is a mistake, please get in touch.
          </Unavailable>
        ) : (
          <>
            {returned === 'success' ? (
              <SuccessPanel invoice={invoice!} gaveUp={!confirming.active} />
            ) : returned === 'cancelled' && PAYABLE_STATUSES.includes(invoice!.status) ? (
              <p className="pay-notice" role="status">
                Payment cancelled: you have not been charged. You can try again whenever you are ready.
              </p>
            ) : null}
            <InvoiceDocument invoice={invoice!} headingId="pay-invoice-title" />
            <PayActions invoice={invoice!} publicId={publicId} />
          </>
        )}
      </div>
    </section>
  );
}

/** The payment of a checkout has been recorded: the invoice is paid, or no checkout of it is open any more. */
const received = (invoice: InvoiceDocumentDto | undefined) =>
  invoice !== undefined && (PAID_STATUSES.includes(invoice.status) || !invoice.paymentPending);

/** Polling after a successful checkout lasts CONFIRM_PATIENCE_MS; then the page stops asking and says so. */
function useConfirmation(wanted: boolean) {
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    if (!wanted) return;
    const timer = setTimeout(() => setExpired(true), CONFIRM_PATIENCE_MS);
    return () => clearTimeout(timer);
  }, [wanted]);
  return { active: wanted && !expired };
}

/**
 * Back from the checkout: "confirming" until the webhook has recorded the payment, then "received": the
 * invoice paid, or, after a part payment, what came in and what is left.
 */
function SuccessPanel({ invoice, gaveUp }: { invoice: InvoiceDocumentDto; gaveUp: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const paid = PAID_STATUSES.includes(invoice.status);
  const done = received(invoice);
  const last = invoice.payments.at(-1);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <div className={done ? 'pay-result pay-result--success' : 'pay-result'} role="status" aria-live="polite">
      <h2 className="pay-result__title" tabIndex={-1} ref={heading}>
        {done ? 'Payment received. Thank you!' : 'Thank you! Confirming your payment...'}
      </h2>
      <p>
        {paid
          ? `Invoice ${invoice.invoiceNumber} is paid. Your receipt is on its way to your inbox.`
          : done
            ? `${last ? `We received ${formatCents(last.amountCents + last.creditsCents)} on invoice ${invoice.invoiceNumber}. ` : ''}` +
              `${formatCents(invoice.amountDueCents)} is left to pay. Your receipt is on its way to your inbox.`
            : gaveUp
              ? 'This is taking longer than usual. You will not be charged twice: we e-mail your receipt as soon as the payment is confirmed. Refresh this page to check again.'
              : 'This takes a few seconds. Please keep this page open.'}
      </p>
      {!done && !gaveUp ? <span className="spinner-inline" aria-hidden="true" /> : null}
    </div>
  );
}

/** Pay (payable and something due), or the paid state with the receipt; the PDF either way. */
function PayActions({ invoice, publicId }: { invoice: InvoiceDocumentDto; publicId: string }) {
  const checkout = useStartInvoiceCheckout();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [redirecting, setRedirecting] = useState(false);
  const [part, setPart] = useState<string | null>(null);
  const [partError, setPartError] = useState<string | null>(null);
  const paid = PAID_STATUSES.includes(invoice.status);
  const payable = PAYABLE_STATUSES.includes(invoice.status) && invoice.amountDueCents > 0;
  const range = invoice.partialPaymentRange;
  const partial = range !== null && part !== null;
  const parsedPart = partial
    ? parseDollars(part, { what: 'the amount', min: range.minCents, max: range.maxCents })
    : null;
  const amount = parsedPart ? (parsedPart.ok ? parsedPart.value : null) : invoice.amountDueCents;
  const busy = checkout.isPending || redirecting;
  const pdfHref = `/api/pay-invoice/${encodeURIComponent(publicId)}/pdf`;

  const pay = () => {
    if (busy) return;
    if (parsedPart && !parsedPart.ok) {
      setPartError(parsedPart.error);
      return;
    }
    checkout.mutate(
      { publicId, data: partial && amount !== null ? { amountCents: amount } : {} },
      {
        onSuccess: ({ outcome, checkoutUrl }) => {
          if (outcome === 'checkout' && checkoutUrl) {
            // Stays "Redirecting..." while the browser leaves for the checkout.
            setRedirecting(true);
            browserNavigation.assign(checkoutUrl);
            return;
          }
          // Account credits paid it all: no checkout, the page shows the payment received.
          void navigate({ to: '.', search: { checkout: 'success' } });
          void queryClient.invalidateQueries({ queryKey: getGetPayInvoiceQueryKey(publicId) });
        },
        onError: (error) =>
          toast({
            title: 'The payment could not start',
            description: serverMessage(error, 'Please try again in a moment.'),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <div className="pay-actions">
      {paid ? (
        <div className="pay-actions__paid">
          <p className="pay-actions__paid-title">
            <span className="invoice-badge invoice-badge--success">Paid</span>
            {invoice.paymentDate ? ` on ${billingDate(invoice.paymentDate)}` : null}
          </p>
          {invoice.receiptUrl ? (
            <a className="btn btn--primary" href={invoice.receiptUrl} target="_blank" rel="noreferrer">
              View receipt
            </a>
          ) : null}
        </div>
      ) : payable ? (
        <div className="pay-actions__due">
          <p className="pay-actions__amount">
            <span>Amount due</span> <strong>{formatCents(invoice.amountDueCents)}</strong>
          </p>
          {range ? (
            <fieldset className="form-fieldset pay-actions__choice">
              <legend className="form-fieldset__legend">How much to pay</legend>
              <label className="checkbox-field">
                <input
                  type="radio"
                  name="pay-amount"
                  className="checkbox-field__control"
                  checked={part === null}
                  onChange={() => {
                    setPart(null);
                    setPartError(null);
                  }}
                />
                <span className="checkbox-field__text">Pay in full ({formatCents(invoice.amountDueCents)})</span>
              </label>
              <label className="checkbox-field">
                <input
                  type="radio"
                  name="pay-amount"
                  className="checkbox-field__control"
                  checked={part !== null}
                  onChange={() => setPart(part ?? '')}
                />
                <span className="checkbox-field__text">Pay part of it</span>
              </label>
              {part !== null ? (
                <div className={partError ? 'field field--invalid' : 'field'}>
                  <label className="field__label" htmlFor="pay-part-amount">
                    Amount to pay
                  </label>
                  <input
                    id="pay-part-amount"
                    className="field__control"
                    inputMode="decimal"
                    value={part}
                    aria-invalid={partError !== null}
                    aria-describedby="pay-part-hint pay-part-error"
                    onChange={(event) => {
                      setPart(event.target.value);
                      setPartError(null);
                    }}
                  />
                  <p className="field__hint" id="pay-part-hint">
                    From {formatCents(range.minCents)} to {formatCents(range.maxCents)}; you can pay the rest later.
                  </p>
                  <p className="field__error" id="pay-part-error" role={partError ? 'alert' : undefined}>
                    {partError}
                  </p>
                </div>
              ) : null}
            </fieldset>
          ) : null}
          <button
            type="button"
            className="btn btn--primary btn--lg pay-actions__button"
            onClick={pay}
            disabled={busy}
            aria-busy={busy}
          >
            {busy ? (
              <>
                <span className="spinner-inline" aria-hidden="true" />
                {redirecting ? 'Redirecting to payment...' : 'Starting payment...'}
              </>
            ) : amount === null ? (
              'Pay'
            ) : (
              `Pay ${formatCents(amount)}`
            )}
          </button>
          <p className="pay-actions__hint">
            You pay by card on a secure checkout page. Account credits you hold are applied automatically.
          </p>
        </div>
      ) : null}
      <a className="btn btn--outline" href={pdfHref} download>
        Download PDF
      </a>
    </div>
  );
}

function Unavailable({ title, children }: { title: string; children: string }) {
  return (
    <div className="pay-unavailable" role="alert">
      <h1 className="pay-unavailable__title">{title}</h1>
      <p>{children}</p>
      <Link to={PATHS.contact} hash="contact-form" className="btn btn--primary">
        Contact us
      </Link>
    </div>
  );
}

function PaySkeleton() {
  return (
    <>
      <p className="visually-hidden" role="status">
        Loading your invoice...
      </p>
      <div className="invoice-document" aria-hidden="true" data-testid="pay-skeleton">
        <div className="skeleton skeleton--title" />
        <div className="skeleton skeleton--line" />
        <div className="skeleton skeleton--line" />
        <div className="skeleton skeleton--line skeleton--short" />
        <div className="skeleton skeleton--line" />
      </div>
    </>
  );
}
