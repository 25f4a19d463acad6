import { EmailField, NameFields, TextField } from '../../../components/form/Field';
import type { ContactValues } from './booking-form-state';
import { CONTACT_FORM_LABELS } from './booking-texts';

/** The visitor's name, e-mail and optional phone, as the three lead forms ask for them. */
export function ContactFields({
  values,
  errors,
  set,
}: {
  values: ContactValues;
  errors: Partial<Record<string, string>>;
  set: (key: keyof ContactValues) => (value: string) => void;
}) {
  return (
    <>
      <NameFields
        firstName={values.firstName}
        lastName={values.lastName}
        onFirstNameChange={set('firstName')}
        onLastNameChange={set('lastName')}
        errors={errors}
      />
      <div className="form-row">
        <EmailField required maxLength={320} value={values.email} onValueChange={set('email')} error={errors.email} />
        <TextField
          label={CONTACT_FORM_LABELS.phone}
          name="phone"
          type="tel"
          autoComplete="tel"
          maxLength={50}
          value={values.phone}
          onValueChange={set('phone')}
          error={errors.phone}
        />
      </div>
    </>
  );
}
