import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { RESULT_FOCUS } from '../../../../components/form/focus-result';
import { TESTIMONIAL_TEXT } from './testimonial-texts';

/** The done state of both testimonial forms: "Thank You!", a line, and where to go next. */
export function ThankYou({ children, action }: { children: ReactNode; action: { label: string; to: string } }) {
  return (
    <div className="testimonial-card testimonial-card--done" role="status">
      <h1 className="testimonial-card__title" {...RESULT_FOCUS}>
        {TESTIMONIAL_TEXT.thankYou}
      </h1>
      <p className="testimonial-card__lead">{children}</p>
      <Link to={action.to} className="btn btn--primary btn--lg">
        {action.label}
      </Link>
    </div>
  );
}
