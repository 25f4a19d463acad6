import type { ReactNode } from 'react';
import { useHydrated } from '../../lib/hydration';
import './form.css';

/**
 * The controls of a form that may arrive rendered by the server: a fieldset without a frame, disabled
 * until the app runs (useHydrated). Before that nothing can be typed or chosen that the app would not
 * see, and the browser cannot send the form on its own; the labels, options and buttons read as usual.
 * `className`: the layout of the controls (the form's own stack by default).
 */
export function FormControls({ children, className = 'form-stack' }: { children: ReactNode; className?: string }) {
  const hydrated = useHydrated();
  return (
    <fieldset className={`${className} form-controls`} disabled={!hydrated}>
      {children}
    </fieldset>
  );
}
