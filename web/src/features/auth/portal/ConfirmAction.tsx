import { useEffect, useId, useRef, useState } from 'react';
import './confirm-action.css';

/**
 * A button whose action asks first, in place: it turns into the question with "Yes" and "Cancel" (focus
 * on Cancel, Escape cancels, and focus comes back to the button). While the action runs the question
 * stays, its buttons disabled; a failure brings the button back, a success leaves the parent to show what
 * changed.
 */
export function ConfirmAction({
  label,
  accessibleLabel,
  question,
  confirmLabel,
  pendingLabel,
  onConfirm,
  danger = false,
}: {
  label: string;
  /** The button's name when `label` alone is ambiguous (e.g. "Remove the passkey Work laptop"). */
  accessibleLabel?: string;
  question: string;
  confirmLabel: string;
  pendingLabel: string;
  /** Resolves to whether it was done (failures are reported by the caller). */
  onConfirm: () => Promise<boolean>;
  danger?: boolean;
}) {
  const [asking, setAsking] = useState(false);
  const [running, setRunning] = useState(false);
  const questionId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);

  useEffect(() => {
    if (asking) cancel.current?.focus();
    else if (asked.current) trigger.current?.focus();
    asked.current = asking;
  }, [asking]);

  const confirm = async () => {
    setRunning(true);
    const done = await onConfirm();
    setRunning(false);
    if (!done) setAsking(false);
  };

  if (!asking) {
    return (
      <button
        ref={trigger}
        type="button"
        className="btn btn--outline"
        aria-label={accessibleLabel}
        onClick={() => setAsking(true)}
      >
        {label}
      </button>
    );
  }
  return (
    <div
      className="confirm-action"
      role="group"
      aria-labelledby={questionId}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !running) {
          event.stopPropagation();
          setAsking(false);
        }
      }}
    >
      <span id={questionId} className="confirm-action__question">
        {question}
      </span>
      <button
        type="button"
        className={
          danger ? 'btn confirm-action__yes confirm-action__yes--danger' : 'btn btn--primary confirm-action__yes'
        }
        disabled={running}
        onClick={() => void confirm()}
      >
        {running ? (
          <>
            <span className="spinner-inline" aria-hidden="true" />
            {pendingLabel}
          </>
        ) : (
          confirmLabel
        )}
      </button>
      <button ref={cancel} type="button" className="btn btn--ghost" disabled={running} onClick={() => setAsking(false)}>
        Cancel
      </button>
    </div>
  );
}
