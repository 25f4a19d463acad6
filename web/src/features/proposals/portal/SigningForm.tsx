import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type SignatureCanvas from 'react-signature-canvas';
import { useAcceptPortalProposal } from '../../../api/generated/portal-proposals/portal-proposals';
import type { AcceptProposalResultDto, PortalProposalDto, ProposalPaymentChoice } from '../../../api/generated/model';
import { ApiError } from '../../../api/http';
import { CheckboxField, SubmitButton, TextField } from '../../../components/form/Field';
import { fieldErrorsOf, serverMessage } from '../../../components/form/field-errors';
import { useFieldErrors } from '../../../components/form/focus-invalid';
import { formatMoney } from '../../billing/money';
import { drawnSignaturePng, SignaturePad } from './SignaturePad';
import { DRAWN_SIGNATURE_LIMITS } from './signature-image';

/** The API's limit on the typed name (PROPOSAL_LIMITS.signerName). */
export const SIGNER_NAME_MAX = 255;

type SignatureMode = 'draw' | 'type';

export const SIGNING_ERRORS = {
  name: 'Type your full name',
  signature: 'Draw your signature in the box, or choose “Type my name instead of drawing”',
  tooLarge: `Your drawn signature is too large to send (at most ${DRAWN_SIGNATURE_LIMITS.maxBytes / 1024} KB): clear it and sign again, or type your name instead`,
  consent: 'Tick this box to sign electronically',
  intent: 'Tick this box to confirm that you mean to sign',
  failed: 'We could not record your signature. Please try again in a moment.',
} as const;

/** The API's field names, as this form names them. */
const SERVER_FIELDS: Record<string, string> = {
  signerName: 'signerName',
  signaturePng: 'signature',
  consentToElectronicRecords: 'consent',
  intentToSign: 'intent',
};

/** A 409 (superseded, expired, declined, the document changed) or 404: the proposal is not what the page shows. */
export const isStale = (error: unknown) => error instanceof ApiError && (error.status === 409 || error.status === 404);

/**
 * Signing, inline under the proposal: the typed full name; a drawn signature, or the typed name alone (the
 * keyboard's way: the pad cannot be drawn on with keys); consent to electronic records and the intent to sign,
 * in the API's words; what to pay now; then "Accept and sign" (the intent text names that button). One request
 * at a time: the button is disabled from the first press until the browser has left for the pay page.
 */
export function SigningForm({
  proposal,
  onCancel,
  onAccepted,
  onStale,
}: {
  proposal: PortalProposalDto;
  onCancel: () => void;
  /** Accepted: the page shows it and goes to the invoice's pay page. */
  onAccepted: (result: AcceptProposalResultDto) => void;
  /** The server refused because the proposal changed (its message): the page shows it and reloads the proposal. */
  onStale: (message: string) => void;
}) {
  const { totals } = proposal;
  const money = (cents: number) => formatMoney(cents, totals.currency);
  const choosePayment = totals.allowFullPayment && totals.depositCents < totals.totalCents;

  const [name, setName] = useState('');
  const [mode, setMode] = useState<SignatureMode>('draw');
  const [drawn, setDrawn] = useState(false);
  const [consent, setConsent] = useState(false);
  const [intent, setIntent] = useState(false);
  const [payment, setPayment] = useState<ProposalPaymentChoice>('deposit');
  const [failure, setFailure] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const sending = useRef(false);
  const padRef = useRef<SignatureCanvas | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { formRef, errors, setErrors, showErrors } = useFieldErrors();
  const accept = useAcceptPortalProposal();
  const ids = useId();
  const busy = accept.isPending || leaving;

  // Opening the step moves focus to its heading, so it is announced and the next Tab is its first field.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const clearError = (field: string) => setErrors((current) => ({ ...current, [field]: undefined }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending.current || busy) return;
    setFailure(null);
    const signerName = name.trim();
    const found: Record<string, string> = {};
    if (!signerName) found.signerName = SIGNING_ERRORS.name;
    let signaturePng: string | null = null;
    if (mode === 'draw') {
      if (!drawn || padRef.current?.isEmpty() !== false) found.signature = SIGNING_ERRORS.signature;
      else {
        signaturePng = drawnSignaturePng(padRef.current);
        if (!signaturePng) found.signature = SIGNING_ERRORS.tooLarge;
      }
    }
    if (!consent) found.consent = SIGNING_ERRORS.consent;
    if (!intent) found.intent = SIGNING_ERRORS.intent;
    if (Object.keys(found).length > 0) {
      showErrors(found);
      return;
    }
    setErrors({});
    sending.current = true;
    accept.mutate(
      {
        id: proposal.id,
        data: {
          signerName,
          signaturePng,
          consentToElectronicRecords: true,
          intentToSign: true,
          paymentChoice: choosePayment ? payment : 'deposit',
          documentSha256: proposal.documentSha256,
        },
      },
      {
        onSuccess: (result) => {
          setLeaving(true);
          onAccepted(result);
        },
        onError: (error) => {
          sending.current = false;
          if (isStale(error)) {
            onStale(serverMessage(error, 'This proposal can no longer be signed.'));
            return;
          }
          const fieldErrors = Object.fromEntries(
            Object.entries(fieldErrorsOf(error)).map(([field, message]) => [SERVER_FIELDS[field] ?? field, message]),
          );
          const known = Object.keys(fieldErrors).filter((field) => Object.values(SERVER_FIELDS).includes(field));
          if (known.length > 0) showErrors(fieldErrors);
          setFailure(serverMessage(error, SIGNING_ERRORS.failed));
        },
      },
    );
  };

  const hintId = `${ids}-signature-hint`;
  const errorId = `${ids}-signature-error`;
  const typedId = `${ids}-typed`;

  return (
    <section className="proposal-signing" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} ref={headingRef} tabIndex={-1} className="proposal-signing__title">
        Sign and accept
      </h2>
      <p className="proposal-signing__lead">
        Type your full name, sign, and confirm the two statements below. You then go to your invoice to pay{' '}
        {choosePayment ? 'the amount you choose' : money(totals.depositCents)}.
      </p>
      <form ref={formRef} className="form-stack" noValidate onSubmit={submit} aria-label="Sign and accept">
        <TextField
          label="Full name"
          name="signerName"
          autoComplete="name"
          required
          maxLength={SIGNER_NAME_MAX}
          hint="Your full legal name, as you sign documents."
          value={name}
          disabled={busy}
          onValueChange={(value) => {
            setName(value);
            clearError('signerName');
          }}
          error={errors.signerName}
        />

        <fieldset
          className="form-fieldset"
          aria-invalid={errors.signature ? true : undefined}
          aria-describedby={errors.signature ? errorId : undefined}
        >
          <legend className="form-fieldset__legend">Signature</legend>
          <p className="field__hint" id={hintId}>
            Draw it with a mouse, a finger or a stylus. To sign with the keyboard, choose “Type my name instead of
            drawing”: your typed full name is then your signature.
          </p>
          <label className="checkbox-field">
            <input
              type="radio"
              name="signature-mode"
              className="checkbox-field__control"
              checked={mode === 'draw'}
              disabled={busy}
              aria-describedby={hintId}
              onChange={() => {
                setMode('draw');
                setDrawn(false);
                clearError('signature');
              }}
            />
            <span className="checkbox-field__text">Draw my signature</span>
          </label>
          <label className="checkbox-field">
            <input
              type="radio"
              name="signature-mode"
              className="checkbox-field__control"
              checked={mode === 'type'}
              disabled={busy}
              aria-describedby={hintId}
              onChange={() => {
                setMode('type');
                clearError('signature');
              }}
            />
            <span className="checkbox-field__text">Type my name instead of drawing</span>
          </label>
          {mode === 'draw' ? (
            <SignaturePad
              padRef={padRef}
              onDrawnChange={(value) => {
                setDrawn(value);
                if (value) clearError('signature');
              }}
              describedBy={errors.signature ? `${hintId} ${errorId}` : hintId}
              disabled={busy}
            />
          ) : null}
          {errors.signature ? (
            <p className="field__error" id={errorId}>
              {errors.signature}
            </p>
          ) : null}
          <div id={typedId} aria-live="polite" className="proposal-signing__typed">
            {mode === 'type' ? (
              <>
                <p>You sign with your typed full name only: no drawing is needed.</p>
                {name.trim() ? (
                  <p className="proposal-signing__typed-name" aria-hidden="true">
                    {name.trim()}
                  </p>
                ) : null}
              </>
            ) : null}
          </div>
        </fieldset>

        {choosePayment ? (
          <fieldset className="form-fieldset">
            <legend className="form-fieldset__legend">What to pay now</legend>
            <label className="checkbox-field">
              <input
                type="radio"
                name="payment-choice"
                className="checkbox-field__control"
                checked={payment === 'deposit'}
                disabled={busy}
                onChange={() => setPayment('deposit')}
              />
              <span className="checkbox-field__text">Pay the deposit ({money(totals.depositCents)})</span>
            </label>
            <label className="checkbox-field">
              <input
                type="radio"
                name="payment-choice"
                className="checkbox-field__control"
                checked={payment === 'full'}
                disabled={busy}
                onChange={() => setPayment('full')}
              />
              <span className="checkbox-field__text">Pay the whole amount ({money(totals.totalCents)})</span>
            </label>
          </fieldset>
        ) : (
          <p className="proposal-signing__payment">
            {totals.depositCents >= totals.totalCents
              ? `You pay the whole amount (${money(totals.totalCents)}) when you accept.`
              : `You pay the deposit (${money(totals.depositCents)}) when you accept, and the balance of ${money(totals.balanceCents)} when the project is complete.`}
          </p>
        )}

        <CheckboxField
          label={proposal.consentText}
          name="consentToElectronicRecords"
          required
          checked={consent}
          disabled={busy}
          onCheckedChange={(checked) => {
            setConsent(checked);
            clearError('consent');
          }}
          error={errors.consent}
        />
        <CheckboxField
          label={proposal.intentText}
          name="intentToSign"
          required
          checked={intent}
          disabled={busy}
          onCheckedChange={(checked) => {
            setIntent(checked);
            clearError('intent');
          }}
          error={errors.intent}
        />

        {failure ? (
          <p className="proposal-alert" role="alert">
            {failure}
          </p>
        ) : null}

        <div className="form-actions">
          <SubmitButton
            pending={busy}
            pendingLabel={leaving ? 'Taking you to payment...' : 'Signing...'}
            className="btn btn--primary btn--lg"
          >
            Accept and sign
          </SubmitButton>
          <button type="button" className="btn btn--ghost btn--lg" onClick={onCancel} disabled={busy}>
            Cancel
          </button>
        </div>
      </form>
    </section>
  );
}
