import {
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { formatWholeNumber } from '../../lib/number-text';
import '../../styles/utilities.css';
import './form.css';

/** The labels of the name and e-mail fields, also naming them in a form's validation toast. */
export const CONTACT_LABELS = { firstName: 'First name', lastName: 'Last name', email: 'Email' } as const;

interface FieldFrameProps {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  children: ReactNode;
}

function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return ids || undefined;
}

/** Label above, then the control, its hint and its error (announced with the control). */
function FieldFrame({ id, label, hint, error, required, children }: FieldFrameProps) {
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <div className="field__label-row">
        <label className="field__label" htmlFor={id}>
          {label}
        </label>
        {/* Outside the label, so the field's name stays exactly its label; aria-required says it. */}
        {required ? (
          <span className="field__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </div>
      {children}
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'>;

export interface TextFieldProps extends InputProps {
  label: string;
  /** Extra class of the input (e.g. `field__control--code`). */
  controlClassName?: string;
  value: string;
  onValueChange: (value: string) => void;
  hint?: ReactNode;
  error?: string;
}

/**
 * A labelled input. `required` only marks it (aria-required and an asterisk): forms are `noValidate`
 * and check themselves, so their own messages show instead of the browser's.
 */
export function TextField({
  label,
  value,
  onValueChange,
  hint,
  error,
  required,
  controlClassName,
  ...input
}: TextFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} required={required}>
      <input
        {...input}
        id={id}
        className={controlClassName ? `field__control ${controlClassName}` : 'field__control'}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      />
    </FieldFrame>
  );
}

/** An e-mail address input: the right keyboard, autofill and no auto-capitalisation or spell check. */
export function EmailField({
  label = CONTACT_LABELS.email,
  ...props
}: Omit<TextFieldProps, 'type' | 'label'> & { label?: string }) {
  return (
    <TextField
      label={label}
      type="email"
      name="email"
      autoComplete="email"
      inputMode="email"
      autoCapitalize="none"
      spellCheck={false}
      {...props}
    />
  );
}

/** First and last name side by side, as sign-up and the profile ask for them. */
export function NameFields({
  firstName,
  lastName,
  onFirstNameChange,
  onLastNameChange,
  errors,
}: {
  firstName: string;
  lastName: string;
  onFirstNameChange: (value: string) => void;
  onLastNameChange: (value: string) => void;
  errors: { firstName?: string; lastName?: string };
}) {
  return (
    <div className="form-row">
      <TextField
        label={CONTACT_LABELS.firstName}
        name="firstName"
        autoComplete="given-name"
        required
        maxLength={100}
        value={firstName}
        onValueChange={onFirstNameChange}
        error={errors.firstName}
      />
      <TextField
        label={CONTACT_LABELS.lastName}
        name="lastName"
        autoComplete="family-name"
        required
        maxLength={100}
        value={lastName}
        onValueChange={onLastNameChange}
        error={errors.lastName}
      />
    </div>
  );
}

/** A password input with a Show/Hide toggle. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'controlClassName'>) {
  const [visible, setVisible] = useState(false);
  const { label, value, onValueChange, hint, error, required, ...input } = props;
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} required={required}>
      <div className="field__password">
        <input
          {...input}
          id={id}
          type={visible ? 'text' : 'password'}
          className="field__control"
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          autoCapitalize="none"
          spellCheck={false}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
        />
        <button
          type="button"
          className="field__toggle"
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? 'Hide' : 'Show'}
          <span className="visually-hidden"> password</span>
        </button>
      </div>
    </FieldFrame>
  );
}

export interface TextAreaFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'value' | 'onChange'
> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  hint?: ReactNode;
  error?: string;
}

/** From this share of its maximum on, a text area shows its count (and screen readers hear of it once). */
const NEAR_LIMIT_SHARE = 0.9;

type LimitState = 'below' | 'near' | 'full';

function limitState(length: number, maxLength: number | undefined): LimitState {
  if (maxLength === undefined || length < maxLength * NEAR_LIMIT_SHARE) return 'below';
  return length >= maxLength ? 'full' : 'near';
}

/**
 * The count of a text area near its maximum: visible under the control and read with it
 * (aria-describedby), while a polite live region speaks only when the text reaches "near" and then the
 * limit, never on every key. Without it, the browser would cut a long message silently.
 */
function CharacterCount({ id, length, maxLength }: { id: string; length: number; maxLength: number }) {
  const state = limitState(length, maxLength);
  const limit = formatWholeNumber(maxLength);
  const announcements: Record<LimitState, string> = {
    below: '',
    near: `You are close to the ${limit}-character limit.`,
    full: `You have reached the ${limit}-character limit.`,
  };
  return (
    <>
      {state === 'below' ? null : (
        <p id={id} className={`field__count field__count--${state}`}>
          {formatWholeNumber(length)} / {limit} characters
        </p>
      )}
      <span className="visually-hidden" aria-live="polite">
        {announcements[state]}
      </span>
    </>
  );
}

/** A labelled multi-line input (messages, testimonials); with `maxLength`, its count near the limit. */
export function TextAreaField({ label, value, onValueChange, hint, error, required, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  const countId = `${id}-count`;
  const { maxLength } = textarea;
  const counted = limitState(value.length, maxLength) !== 'below';
  const described = [describedBy(id, hint, error), counted ? countId : ''].filter(Boolean).join(' ');
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} required={required}>
      <textarea
        rows={5}
        {...textarea}
        id={id}
        className="field__control field__control--textarea"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
      />
      {maxLength !== undefined ? <CharacterCount id={countId} length={value.length} maxLength={maxLength} /> : null}
    </FieldFrame>
  );
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'value' | 'onChange'> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  /** The first, empty choice ("Select a country"). */
  placeholder?: string;
  hint?: ReactNode;
  error?: string;
}

export function SelectField({
  label,
  value,
  onValueChange,
  options,
  placeholder,
  hint,
  error,
  required,
  ...select
}: SelectFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} required={required}>
      <select
        {...select}
        id={id}
        className="field__control field__control--select"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'onChange'> {
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  hint?: ReactNode;
  error?: string;
}

export function CheckboxField({ label, checked, onCheckedChange, hint, error, ...input }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className={error ? 'checkbox-field field--invalid' : 'checkbox-field'}>
      <input
        {...input}
        id={id}
        type="checkbox"
        className="checkbox-field__control"
        checked={checked}
        onChange={(event) => onCheckedChange(event.target.checked)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      />
      <div className="checkbox-field__text">
        <label htmlFor={id} className="checkbox-field__label">
          {label}
        </label>
        {hint ? (
          <p className="field__hint" id={`${id}-hint`}>
            {hint}
          </p>
        ) : null}
        {error ? (
          <p className="field__error" id={`${id}-error`}>
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** A submit button that says what is happening while pending (and is disabled meanwhile, or when `disabled`). */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
  disabled = false,
  className = 'btn btn--primary btn--block btn--lg',
}: {
  pending: boolean;
  pendingLabel: string;
  children: ReactNode;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <button type="submit" className={className} disabled={pending || disabled} aria-disabled={pending || undefined}>
      {pending ? (
        <>
          <span className="spinner-inline" aria-hidden="true" />
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </button>
  );
}
