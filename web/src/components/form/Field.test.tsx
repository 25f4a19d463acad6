import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TextAreaField } from './Field';

function Message({ initial = '', maxLength }: { initial?: string; maxLength?: number }) {
  const [value, setValue] = useState(initial);
  return <TextAreaField label="Message" value={value} onValueChange={setValue} maxLength={maxLength} />;
}

const liveRegion = () => document.querySelector('[aria-live="polite"]');

describe('TextAreaField with a maximum', () => {
  it('shows no count far from the limit, and says nothing', () => {
    render(<Message initial={'a'.repeat(4000)} maxLength={5000} />);
    expect(screen.queryByText(/characters$/)).not.toBeInTheDocument();
    expect(liveRegion()).toHaveTextContent('');
  });

  it('counts near the limit, read with the field, and announces it once rather than on every key', async () => {
    render(<Message initial={'a'.repeat(4499)} maxLength={5000} />);
    const user = userEvent.setup();
    const field = screen.getByLabelText('Message');
    await user.type(field, 'b');
    expect(screen.getByText('4,500 / 5,000 characters')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription('4,500 / 5,000 characters');
    expect(liveRegion()).toHaveTextContent('You are close to the 5,000-character limit.');

    await user.type(field, 'cd');
    expect(screen.getByText('4,502 / 5,000 characters')).toBeInTheDocument();
    // The same words: a polite live region whose text does not change is not spoken again.
    expect(liveRegion()).toHaveTextContent('You are close to the 5,000-character limit.');
  });

  it('says when the limit is reached, and the browser keeps the text at it', async () => {
    render(<Message initial={'a'.repeat(4999)} maxLength={5000} />);
    const user = userEvent.setup();
    const field = screen.getByLabelText('Message');
    await user.type(field, 'xyz');
    expect(field).toHaveValue(`${'a'.repeat(4999)}x`);
    expect(screen.getByText('5,000 / 5,000 characters')).toBeInTheDocument();
    expect(liveRegion()).toHaveTextContent('You have reached the 5,000-character limit.');
  });

  it('has no count without a maximum', () => {
    render(<Message initial={'a'.repeat(9000)} />);
    expect(screen.queryByText(/characters$/)).not.toBeInTheDocument();
    expect(liveRegion()).not.toBeInTheDocument();
  });
});
