import { SelectField } from '../../../../components/form/Field';
import { RATING_OPTIONS } from './testimonial-texts';

/** The 1-5 rating select with its labels (5 Excellent! ... 1 Needs Improvement). */
export function RatingField(props: { value: string; onValueChange: (value: string) => void; disabled?: boolean }) {
  return <SelectField label="Rating" name="rating" required options={RATING_OPTIONS} {...props} />;
}
