import { useCallback, useState } from 'react';
import { RESULT_FOCUS } from './focus-result';

/**
 * What a form says once it is sent, where focus goes after the submit button (disabled while sending)
 * lost it to <body>: a screen reader reads the note on arrival (RESULT_FOCUS), and it stays beside the
 * form for everyone until the next submit. Not a live region: the toast already announces the same words.
 */
export function useSuccessNote() {
  // Each `show` is a new note (its own key), so a second success takes focus again.
  const [shown, setShown] = useState<{ text: string; count: number } | null>(null);
  const show = useCallback((text: string) => setShown((current) => ({ text, count: (current?.count ?? 0) + 1 })), []);
  const clear = useCallback(() => setShown((current) => current && { ...current, text: '' }), []);
  const note = shown?.text ? (
    <p key={shown.count} className="form-success" {...RESULT_FOCUS}>
      {shown.text}
    </p>
  ) : null;
  return { note, show, clear };
}
