import { escapeHtml, MAIL_BRAND } from '../../notifications';
import { SIMULATED_CHECKOUT_PATH } from '../../../infrastructure/payments/drivers/simulated-payment.driver';

export const TEST_MODE_LABEL = 'Test mode — no real card is charged';

/** The test card the page offers (Stripe's usual test number): paying with it leaves that card's fingerprint. */
export const SIMULATED_TEST_CARD = '4242 4242 4242 4242';

/** What the open checkout page shows. */
export interface SimulatedCheckoutView {
  sessionId: string;
  /** Proof that the form came from this page (see SimulatedCheckout). */
  token: string;
  invoiceNumber: string;
  clientName: string;
  /** Formatted amounts. */
  amount: string;
  credits: string | null;
  /** Why the last card was declined, shown above the buttons so the client tries another (as Stripe's page does). */
  declined: string | null;
}

const page = (title: string, body: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${MAIL_BRAND.name}</title>
</head>
<body>
<main>
<p role="note"><strong>${TEST_MODE_LABEL}</strong></p>
${body}
</main>
</body>
</html>`;

/**
 * The simulated checkout: plain server-rendered HTML with one form (no script, no inline style, so the site's
 * Content Security Policy holds), its three buttons real submit buttons a keyboard and a screen reader reach.
 */
export function simulatedCheckoutPage(view: SimulatedCheckoutView): string {
  const credits = view.credits ? `<p>Account credits applied: ${escapeHtml(view.credits)}</p>` : '';
  const declined = view.declined
    ? `<p role="alert">${escapeHtml(view.declined)} Try another card, or cancel.</p>\n`
    : '';
  return page(
    `Pay invoice ${view.invoiceNumber}`,
    `<h1>Pay invoice ${escapeHtml(view.invoiceNumber)}</h1>
<p>Billed to ${escapeHtml(view.clientName)}</p>
${credits}
<p>Amount to pay by card: <strong>${escapeHtml(view.amount)}</strong></p>
<p>This page stands in for the card payment provider while it is not configured. Choose what the card does:</p>
${declined}<form method="post" action="/api/${SIMULATED_CHECKOUT_PATH}">
<input type="hidden" name="sessionId" value="${escapeHtml(view.sessionId)}">
<input type="hidden" name="token" value="${escapeHtml(view.token)}">
<p><label for="card-number">Test card number</label>
<input id="card-number" name="cardNumber" type="text" inputmode="numeric" autocomplete="off" maxlength="23" value="${SIMULATED_TEST_CARD}" aria-describedby="card-number-hint"></p>
<p id="card-number-hint">A test number, never a real card. The same number counts as the same card (referrals compare the cards that paid); another number, another card.</p>
<button type="submit" name="action" value="pay">Pay ${escapeHtml(view.amount)}</button>
<button type="submit" name="action" value="decline">Decline card</button>
<button type="submit" name="action" value="cancel">Cancel</button>
</form>`,
  );
}

/** A checkout that no longer takes payment (paid, expired, cancelled) or never existed. */
export function closedCheckoutPage(payInvoiceUrl: string | null): string {
  const back = payInvoiceUrl ? `<p><a href="${escapeHtml(payInvoiceUrl)}">Back to the invoice</a></p>` : '';
  return page(
    'Checkout closed',
    `<h1>This checkout is closed</h1>\n<p>It was paid, or it has expired or was cancelled.</p>\n${back}`,
  );
}
