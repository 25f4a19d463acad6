/**
 * Text that must not break mid-word (an e-mail address) cut with an ellipsis where it does not fit. The whole
 * of it stays in the page's text, so screen readers read it all, and in the tooltip (`title`) for the eye.
 */
export function Truncated({ text }: { text: string }) {
  return (
    <span className="truncated" title={text}>
      {text}
    </span>
  );
}
