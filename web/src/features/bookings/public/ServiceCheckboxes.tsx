import { useId } from 'react';
import { CheckboxField } from '../../../components/form/Field';

/** The services multi-select as labelled checkboxes in a fieldset (docs/modules/bookings.md). */
export function ServiceCheckboxes({
  legend,
  options,
  value,
  onValueChange,
  error,
  disabled,
}: {
  legend: string;
  options: readonly string[];
  value: readonly string[];
  onValueChange: (value: string[]) => void;
  error?: string;
  disabled?: boolean;
}) {
  const errorId = useId();
  const toggle = (service: string, checked: boolean) =>
    onValueChange(checked ? [...value, service] : value.filter((chosen) => chosen !== service));
  return (
    <fieldset
      className={error ? 'choice-group field--invalid' : 'choice-group'}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="choice-group__legend">
        {legend}
        <span className="field__required" aria-hidden="true">
          {' '}
          *
        </span>
      </legend>
      <div className="choice-group__options">
        {options.map((service) => (
          <CheckboxField
            key={service}
            name="servicesInterested"
            value={service}
            label={service}
            checked={value.includes(service)}
            onCheckedChange={(checked) => toggle(service, checked)}
            disabled={disabled}
          />
        ))}
      </div>
      {error ? (
        <p id={errorId} className="choice-group__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
