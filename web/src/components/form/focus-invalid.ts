import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { FieldErrors } from './field-errors';

/**
 * Moves focus to the first control marked invalid (a group's first control), so a visitor who sent an
 * incomplete form lands where the fixing starts. False while that control is still disabled (a form
 * that disables its fields while sending has not re-rendered yet), true once done or nothing is marked.
 */
export function focusFirstInvalid(form: HTMLFormElement): boolean {
  const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"]');
  const target =
    invalid instanceof HTMLFieldSetElement ? invalid.querySelector<HTMLElement>('input, select, textarea') : invalid;
  if (!target) return true;
  if (target.matches(':disabled')) return false;
  target.focus();
  return true;
}

/**
 * A form's field errors, with `showErrors` for a submit that found some (the client's checks or the
 * server's answer): the marks are rendered at once and focus moves to the first invalid field (as soon
 * as it is enabled again), instead of staying on the submit button or dropping to <body> when the
 * button disabled itself while sending.
 */
export function useFieldErrors() {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  // Set when the first invalid field was still disabled (a form that disables its fields while
  // sending re-enables them in a later render): the next render focuses it.
  const focusWanted = useRef(false);
  useEffect(() => {
    if (focusWanted.current && formRef.current && focusFirstInvalid(formRef.current)) focusWanted.current = false;
  });
  const showErrors = useCallback((found: FieldErrors) => {
    focusWanted.current = false;
    flushSync(() => setErrors(found));
    if (formRef.current && !focusFirstInvalid(formRef.current)) focusWanted.current = true;
  }, []);
  return { formRef, errors, setErrors, showErrors };
}
