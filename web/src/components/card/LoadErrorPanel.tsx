import type { ReactNode } from 'react';

export interface LoadErrorPanelProps {
  /** What failed to load, e.g. "our case studies": "We couldn't load our case studies." */
  what: string;
  onRetry: () => void;
  retrying: boolean;
  /** The heading's level in the page's outline (the article page has no other h1 when it fails). */
  headingLevel?: 1 | 2 | 3;
  /** Extra actions under the retry button. */
  children?: ReactNode;
}

/** The alert shown when a list or page cannot be loaded, with its Try Again button. */
export function LoadErrorPanel({ what, onRetry, retrying, headingLevel = 2, children }: LoadErrorPanelProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="error-panel" role="alert">
      <Heading className="error-panel__title">We couldn&apos;t load {what}.</Heading>
      <p>Please check your connection and try again.</p>
      <button type="button" className="btn btn--primary" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Retrying...' : 'Try Again'}
      </button>
      {children}
    </div>
  );
}
