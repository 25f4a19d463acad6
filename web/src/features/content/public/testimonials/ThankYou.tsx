import { Link } from '@tanstack/react-router';
import { useEffect, useRef, type ReactNode } from 'react';
import { TESTIMONIAL_TEXT } from './testimonial-texts';

/** The done state of both testimonial forms: "Thank You!", a line, and where to go next. */
export function ThankYou({ children, action }: { children: ReactNode; action: { label: string; to: string } }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="testimonial-card testimonial-card--done" role="status">
      <h1 className="testimonial-card__title" tabIndex={-1} ref={heading}>
        {TESTIMONIAL_TEXT.thankYou}
      </h1>
      <p className="testimonial-card__lead">{children}</p>
      <Link to={action.to} className="btn btn--primary btn--lg">
        {action.label}
      </Link>
    </div>
  );
}
