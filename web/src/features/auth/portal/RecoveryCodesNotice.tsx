import { useId } from 'react';
import { toast } from '../../../components/toast';
import { TOAST_DURATION_MS } from '../../../constants/timing';
import { RECOVERY_CODES_TEXT, useRecoveryCodes } from '../second-factor/recovery-codes';

/** New recovery codes, shown this once: copy them, then "I saved them". Focus lands on the heading. */
export function RecoveryCodesNotice({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const headingId = useId();
  const { heading, copy } = useRecoveryCodes(codes, {
    copied: (title) => toast({ title, duration: TOAST_DURATION_MS.success }),
    failed: (title) => toast({ title, variant: 'destructive' }),
  });

  return (
    <section className="sign-in-security__part" aria-labelledby={headingId}>
      <h3 id={headingId} ref={heading} tabIndex={-1} className="sign-in-security__subtitle">
        {RECOVERY_CODES_TEXT.heading}
      </h3>
      <p className="sign-in-security__warning">
        <strong>{RECOVERY_CODES_TEXT.shownOnce}</strong> {RECOVERY_CODES_TEXT.use}
      </p>
      <ol className="sign-in-security__codes" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="form-actions">
        <button type="button" className="btn btn--outline" onClick={() => void copy()}>
          Copy codes
        </button>
        <button type="button" className="btn btn--primary" onClick={onDone}>
          I saved them
        </button>
      </div>
    </section>
  );
}
