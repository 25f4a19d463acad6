import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { getGetProfileQueryKey, useUpdateProfile } from '../../../api/generated/auth/auth';
import type { CurrentUserDto } from '../../../api/generated/model';
import { CheckboxField, SelectField, SubmitButton, TextField, NameFields } from '../../../components/form/Field';
import { fieldErrorsOf, serverMessage, type FieldErrors } from '../../../components/form/field-errors';
import { toast } from '../../../components/toast';
import { TOAST_DURATION_MS } from '../../../constants/timing';
import { setCurrentUser } from '../use-current-user';
import { useBookingChoices } from '../../bookings/booking-api';
import { deviceTimeZone, timeZoneLabel, timeZones } from './time-zones';
import { useFieldErrors } from '../../../components/form/focus-invalid';
import { useSuccessNote } from '../../../components/form/success-note';
import { displayPhone } from '../../../lib/phone-number';

export const PROFILE_MESSAGES = {
  saved: { title: 'Profile Updated', description: 'Your changes have been saved.' },
  failed: { title: 'Update failed', description: 'Could not save your profile. Please try again.' },
  invalid: { title: 'Please check your details', description: 'Some fields need your attention.' },
  smsNeedsPhone: 'Please add a phone number before opting in to text messages',
} as const;

/** The choices of a select, keeping a stored value that the list lacks. */
function optionsWith(values: readonly string[], current: string, label: (value: string) => string = (v) => v) {
  const list = current && !values.includes(current) ? [current, ...values] : values;
  return list.map((value) => ({ value, label: label(value) }));
}

/** Name, phone, country, time zone, reminder and SMS choices of the signed-in account. */
export function ProfileForm({ profile }: { profile: CurrentUserDto }) {
  const queryClient = useQueryClient();
  const update = useUpdateProfile();
  const [firstName, setFirstName] = useState(profile.firstName ?? '');
  const [lastName, setLastName] = useState(profile.lastName ?? '');
  // The saved number as people read it (national for the US); sent back unchanged, as stored, unless edited,
  // so choosing another country does not re-read it as one of that country.
  const savedPhone = profile.phone ? displayPhone(profile.phone) : '';
  const [phone, setPhone] = useState(savedPhone);
  const [country, setCountry] = useState(profile.country ?? '');
  const [timezone, setTimezone] = useState(profile.timezone ?? '');
  const [wantsReminders, setWantsReminders] = useState(profile.wantsReminders);
  const [smsOptIn, setSmsOptIn] = useState(profile.smsOptIn);
  const { formRef, errors, setErrors, showErrors } = useFieldErrors();
  const saved = useSuccessNote();

  // The same list the server accepts and the booking forms offer (GET /api/bookings/options).
  const countries = useBookingChoices()?.countries;
  const countryOptions = useMemo(() => optionsWith(countries ?? [], country), [countries, country]);
  const zoneOptions = useMemo(() => optionsWith(timeZones(), timezone, timeZoneLabel), [timezone]);
  const device = deviceTimeZone();
  const offerDeviceZone = !!device && device !== timezone && timeZones().includes(device);

  const clearError = (field: string) => setErrors((current) => ({ ...current, [field]: undefined }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    saved.clear();
    const problems: FieldErrors = {};
    if (!firstName.trim()) problems.firstName = 'First name is required';
    if (!lastName.trim()) problems.lastName = 'Last name is required';
    if (smsOptIn && !phone.trim()) problems.phone = PROFILE_MESSAGES.smsNeedsPhone;
    if (Object.keys(problems).length > 0) {
      showErrors(problems);
      toast({ ...PROFILE_MESSAGES.invalid, variant: 'destructive', duration: TOAST_DURATION_MS.validationFailure });
      return;
    }
    setErrors({});
    update.mutate(
      {
        data: {
          firstName: firstName.trim(),
          lastName: lastName.trim(),
          phone: phone.trim() === savedPhone ? profile.phone : phone.trim() || null,
          country: country || null,
          timezone: timezone || null,
          wantsReminders,
          smsOptIn,
        },
      },
      {
        onSuccess: (user) => {
          queryClient.setQueryData(getGetProfileQueryKey(), user);
          void setCurrentUser(queryClient, user);
          toast({ ...PROFILE_MESSAGES.saved, duration: TOAST_DURATION_MS.success });
          saved.show(PROFILE_MESSAGES.saved.description);
        },
        onError: (error) => {
          showErrors(fieldErrorsOf(error));
          toast({
            title: PROFILE_MESSAGES.failed.title,
            description: serverMessage(error, PROFILE_MESSAGES.failed.description),
            variant: 'destructive',
          });
        },
      },
    );
  };

  return (
    <form ref={formRef} className="form-stack" noValidate onSubmit={submit} aria-labelledby="profile-details-title">
      <NameFields
        firstName={firstName}
        lastName={lastName}
        onFirstNameChange={(value) => {
          setFirstName(value);
          clearError('firstName');
        }}
        onLastNameChange={(value) => {
          setLastName(value);
          clearError('lastName');
        }}
        errors={errors}
      />
      <TextField
        label="Email"
        type="email"
        name="email"
        value={profile.email}
        onValueChange={() => {}}
        readOnly
        hint="To change the email of your account, please contact us."
      />
      <div className="form-row">
        <TextField
          label="Phone"
          type="tel"
          name="phone"
          autoComplete="tel"
          inputMode="tel"
          maxLength={50}
          placeholder="+1 404 555 0134"
          hint="Any country's number: without its country code, it is read as one of the country you choose."
          value={phone}
          onValueChange={(value) => {
            setPhone(value);
            clearError('phone');
          }}
          error={errors.phone}
        />
        <SelectField
          label="Country"
          name="country"
          autoComplete="country-name"
          placeholder="Select a country"
          options={countryOptions}
          value={country}
          onValueChange={(value) => {
            setCountry(value);
            clearError('country');
          }}
          error={errors.country}
        />
      </div>
      <SelectField
        label="Time zone"
        name="timezone"
        placeholder="Select a time zone"
        options={zoneOptions}
        value={timezone}
        onValueChange={(value) => {
          setTimezone(value);
          clearError('timezone');
        }}
        error={errors.timezone}
        hint={
          offerDeviceZone ? (
            <>
              We schedule calls and reminders in this time zone.{' '}
              <button
                type="button"
                className="link-button link-button--inline"
                onClick={() => {
                  setTimezone(device);
                  clearError('timezone');
                }}
              >
                Use this device's time zone ({timeZoneLabel(device)})
              </button>
            </>
          ) : (
            'We schedule calls and reminders in this time zone.'
          )
        }
      />
      <fieldset className="form-fieldset">
        <legend className="form-fieldset__legend">Notifications</legend>
        <CheckboxField
          label="Email me reminders about appointments and due invoices"
          name="wantsReminders"
          checked={wantsReminders}
          onCheckedChange={setWantsReminders}
        />
        <CheckboxField
          label="Text me reminders (SMS)"
          name="smsOptIn"
          checked={smsOptIn}
          onCheckedChange={(checked) => {
            setSmsOptIn(checked);
            clearError('smsOptIn');
            if (!checked) clearError('phone');
          }}
          hint="Needs a US or Canadian phone number (+1). Message and data rates may apply."
          error={errors.smsOptIn}
        />
      </fieldset>
      <div className="form-actions">
        <SubmitButton pending={update.isPending} pendingLabel="Saving..." className="btn btn--primary btn--lg">
          Save Changes
        </SubmitButton>
        {saved.note}
      </div>
    </form>
  );
}
