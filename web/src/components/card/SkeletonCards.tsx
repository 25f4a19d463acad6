export interface SkeletonCardsProps {
  count: number;
  /** Read to screen readers while loading, e.g. "Loading articles...". */
  label: string;
  /** Draw a picture box on top (cards with an image), else an icon box. */
  image?: boolean;
  /** Extra grid class, e.g. "card-grid--4". */
  gridClassName?: string;
  testId?: string;
}

/** Placeholders shaped like the cards they stand for, in the same grid (no layout shift when they arrive). */
export function SkeletonCards({ count, label, image = false, gridClassName, testId }: SkeletonCardsProps) {
  return (
    <>
      <p className="visually-hidden" role="status">
        {label}
      </p>
      <div
        className={gridClassName ? `card-grid ${gridClassName}` : 'card-grid'}
        aria-hidden="true"
        data-testid={testId}
      >
        {Array.from({ length: count }, (_, index) => (
          <div key={index} className="card card--skeleton">
            {image ? <div className="card__image skeleton" /> : null}
            <div className="card__body">
              {image ? <div className="skeleton skeleton--pill" /> : <div className="skeleton skeleton--icon" />}
              <div className="skeleton skeleton--title" />
              <div className="skeleton skeleton--line" />
              <div className="skeleton skeleton--line" />
              <div className="skeleton skeleton--line skeleton--short" />
            </div>
          </div>
        ))}
      </div>
    </>
  );
}
