import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { useDeclinePortalProposal } from '../../../api/generated/portal-proposals/portal-proposals';
import type { PortalProposalDto } from '../../../api/generated/model';
import { SubmitButton, TextAreaField } from '../../../components/form/Field';
import { fieldErrorsOf, serverMessage } from '../../../components/form/field-errors';
import { useFieldErrors } from '../../../components/form/focus-invalid';
import { focusableElements, trapTabKey } from '../../../components/header/focus-trap';
import { isStale } from './SigningForm';

/** The API's limit on the reason (PROPOSAL_LIMITS.declineReason). */
export const DECLINE_REASON_MAX = 1000;

export const DECLINE_ERRORS = {
  reason: 'Tell us why you are declining',
  failed: 'We could not record your answer. Please try again in a moment.',
} as const;

/**
 * "Decline this proposal?": a modal dialog asking for the reason (required) and confirming that declining is
 * final for this version. Focus starts in the reason and stays inside; Escape or Cancel closes it (not while
 * sending) and focus goes back to the button that opened it.
 */
export function DeclineDialog({
  proposal,
  onClose,
  onDeclined,
  onStale,
}: {
  proposal: PortalProposalDto;
  onClose: () => void;
  onDeclined: (proposal: PortalProposalDto) => void;
  onStale: (message: string) => void;
}) {
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const { formRef, errors, setErrors, showErrors } = useFieldErrors();
  const decline = useDeclinePortalProposal();
  const ids = useId();
  const pending = decline.isPending;
  // What the Escape key reads: kept current after each render.
  const latest = useRef({ pending, onClose });
  useEffect(() => {
    latest.current = { pending, onClose };
  });

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (panel.querySelector<HTMLElement>('textarea') ?? focusableElements(panel)[0] ?? panel).focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        if (!latest.current.pending) latest.current.onClose();
        return;
      }
      trapTabKey(event, panel);
    };
    document.addEventListener('keydown', onKeyDown);
    document.body.classList.add('has-open-dialog');
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.classList.remove('has-open-dialog');
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setFailure(null);
    const text = reason.trim();
    if (!text) {
      showErrors({ reason: DECLINE_ERRORS.reason });
      return;
    }
    setErrors({});
    decline.mutate(
      { id: proposal.id, data: { reason: text } },
      {
        onSuccess: onDeclined,
        onError: (error) => {
          if (isStale(error)) {
            onStale(serverMessage(error, 'This proposal can no longer be declined.'));
            return;
          }
          const fieldErrors = fieldErrorsOf(error);
          if (fieldErrors.reason) showErrors({ reason: fieldErrors.reason });
          setFailure(serverMessage(error, DECLINE_ERRORS.failed));
        },
      },
    );
  };

  return createPortal(
    <div className="proposal-dialog-root">
      <div className="proposal-dialog-backdrop" aria-hidden="true" onClick={() => (pending ? undefined : onClose())} />
      <div
        ref={panelRef}
        className="proposal-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${ids}-title`}
        aria-describedby={`${ids}-text`}
        tabIndex={-1}
      >
        <h2 id={`${ids}-title`} className="proposal-dialog__title">
          Decline this proposal?
        </h2>
        <p id={`${ids}-text`}>
          Once you decline “{proposal.title}”, this version can no longer be signed. We let our team know, with your
          reason; they may send you a new version.
        </p>
        <form ref={formRef} className="form-stack" noValidate onSubmit={submit}>
          <TextAreaField
            label="Why are you declining?"
            name="reason"
            required
            rows={4}
            maxLength={DECLINE_REASON_MAX}
            hint="For example: the budget, the timing, or what is missing."
            value={reason}
            disabled={pending}
            onValueChange={(value) => {
              setReason(value);
              setErrors({});
            }}
            error={errors.reason}
          />
          {failure ? (
            <p className="proposal-alert" role="alert">
              {failure}
            </p>
          ) : null}
          <div className="form-actions">
            <SubmitButton pending={pending} pendingLabel="Declining..." className="btn proposal-danger-button">
              Decline the proposal
            </SubmitButton>
            <button type="button" className="btn btn--ghost" onClick={onClose} disabled={pending}>
              Cancel
            </button>
          </div>
        </form>
      </div>
    </div>,
    document.body,
  );
}
