import { useCallback, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * What a form says once it is sent, where focus goes after the submit button (disabled while sending)
 * lost it to <body>: a screen reader reads the note on arrival, and it stays beside the form for
 * everyone until the next submit. Not a live region: the toast already announces the same words.
 */
export function useSuccessNote() {
  const ref = useRef<HTMLParagraphElement>(null);
  const [text, setText] = useState<string | null>(null);
  const show = useCallback((message: string) => {
    flushSync(() => setText(message));
    ref.current?.focus();
  }, []);
  const clear = useCallback(() => setText(null), []);
  const note = text ? (
    <p ref={ref} className="form-success" tabIndex={-1}>
      {text}
    </p>
  ) : null;
  return { note, show, clear };
}
