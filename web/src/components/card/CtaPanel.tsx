import type { ReactNode } from 'react';

/** The dark call-to-action panel: a heading (id `id`, to label its section), a line of text and its buttons (`children`). */
export function CtaPanel({
  id,
  heading,
  text,
  children,
}: {
  id: string;
  heading: string;
  text?: string | null;
  children: ReactNode;
}) {
  return (
    <div className="cta-panel">
      <div>
        <h2 id={id} className="cta-panel__title">
          {heading}
        </h2>
        {text ? <p className="cta-panel__text">{text}</p> : null}
      </div>
      <div className="cta-panel__actions">{children}</div>
    </div>
  );
}
