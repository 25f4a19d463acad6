/** Stand-in for a hero's heading and lead while the page content loads: same height, no layout shift. */
export function HeroSkeleton() {
  return (
    <div className="hero-skeleton" aria-hidden="true" data-testid="hero-skeleton">
      <div className="skeleton skeleton--inverse hero-skeleton__title" />
      <div className="skeleton skeleton--inverse skeleton--line hero-skeleton__line" />
      <div className="skeleton skeleton--inverse skeleton--line skeleton--short hero-skeleton__line" />
    </div>
  );
}
