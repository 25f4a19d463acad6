import '../../styles/utilities.css';
import './spinner.css';

/** A decorative spinner; pair it with text (visible or `label`, read by screen readers). */
export function Spinner({ size = 'md', label }: { size?: 'sm' | 'md'; label?: string }) {
  return (
    <>
      <span className={size === 'sm' ? 'spinner spinner--sm' : 'spinner'} aria-hidden="true" />
      {label ? <span className="visually-hidden">{label}</span> : null}
    </>
  );
}

/** A centred loading block announced politely: a spinner and `text` (shown, or only read when `hideText`). */
export function LoadingStatus({ text, hideText = false }: { text: string; hideText?: boolean }) {
  return (
    <div className="loading-status" role="status">
      <Spinner label={hideText ? text : undefined} />
      {hideText ? null : <p>{text}</p>}
    </div>
  );
}
