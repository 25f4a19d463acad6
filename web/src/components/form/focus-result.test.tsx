import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { RESULT_FOCUS } from './focus-result';
import { useSuccessNote } from './success-note';

/** A form whose submit button gives its place to the result, as the testimonial and unsubscribe forms do. */
function ReplacedByResult() {
  const [done, setDone] = useState(false);
  return done ? (
    <h1 {...RESULT_FOCUS}>Thank You!</h1>
  ) : (
    <button type="button" onClick={() => setDone(true)}>
      Send
    </button>
  );
}

/** A form that stays, with its note beside it, as the newsletter and the profile do. */
function NoteBeside() {
  const saved = useSuccessNote();
  return (
    <>
      <input aria-label="Name" />
      <button type="button" onClick={() => saved.show('Your profile was saved.')}>
        Save
      </button>
      {saved.note}
    </>
  );
}

describe('the result of a submit takes focus (RESULT_FOCUS)', () => {
  it('moves focus to the result that replaces the form, which only script can focus', async () => {
    render(<ReplacedByResult />);
    await userEvent.setup().click(screen.getByText('Send'));
    const heading = screen.getByText('Thank You!');
    expect(document.activeElement).toBe(heading);
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('moves focus to the note beside the form on every success, not only the first', async () => {
    render(<NoteBeside />);
    const user = userEvent.setup();
    await user.click(screen.getByText('Save'));
    expect(document.activeElement).toHaveTextContent('Your profile was saved.');
    await user.click(screen.getByLabelText('Name'));
    await user.click(screen.getByText('Save'));
    expect(document.activeElement).toHaveTextContent('Your profile was saved.');
    expect(document.activeElement).toHaveAttribute('tabindex', '-1');
    expect(screen.getAllByText('Your profile was saved.')).toHaveLength(1);
  });
});
