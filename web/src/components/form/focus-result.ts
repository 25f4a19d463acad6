/**
 * How a sent form's result takes focus, the one way every form does it: spread `RESULT_FOCUS` on the
 * result's heading or note, rendered once the submit succeeds. It is focusable by script only
 * (tabIndex -1) and takes focus as it appears, so a screen reader announces it and keyboard users
 * continue from there, instead of from <body> where the submit button (disabled while sending, or
 * replaced by the result) left them. Render it only for a result the visitor just caused: whatever
 * carries it takes focus whenever it mounts.
 */
export const focusOnArrival = (element: HTMLElement | null) => {
  element?.focus();
};

export const RESULT_FOCUS = { tabIndex: -1, ref: focusOnArrival } as const;
