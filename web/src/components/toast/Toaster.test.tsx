import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dismissToast, toast, Toaster, TOAST_DURATION_MS } from '.';

describe('toast host', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });

  afterEach(() => {
    act(() => dismissToast());
    jest.useRealTimers();
  });

  it('shows one toast at a time: a new toast replaces the current one', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'First', description: 'first description' });
    });
    expect(screen.getByText('First')).toBeInTheDocument();

    act(() => {
      toast({ title: 'Second' });
    });
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    expect(screen.getByText('Second')).toBeInTheDocument();
    expect(screen.queryByText('First')).not.toBeInTheDocument();
  });

  it('disappears after the default 5000 ms', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Saved' });
    });
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS.default - 1));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('keeps a validation failure for 8000 ms, and the replaced toast timer does not cut it short', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Earlier' });
    });
    act(() => jest.advanceTimersByTime(3000));
    act(() => {
      toast({
        title: 'Form Validation Failed',
        description: 'Missing or invalid: email: email must be an email',
        variant: 'destructive',
        duration: TOAST_DURATION_MS.validationFailure,
      });
    });
    // The first toast's 5000 ms would end here; the new one must stay.
    act(() => jest.advanceTimersByTime(2500));
    expect(screen.getByText('Form Validation Failed')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS.validationFailure - 2500));
    expect(screen.queryByText('Form Validation Failed')).not.toBeInTheDocument();
  });

  it('announces ordinary toasts politely and destructive ones as an alert', () => {
    const { container } = render(<Toaster />);
    act(() => {
      toast({ title: 'Thank you for submitting!', description: "We'll be in touch with you soon." });
    });
    const polite = container.querySelector('[aria-live="polite"]') as HTMLElement;
    expect(within(polite).getByText('Thank you for submitting!')).toBeInTheDocument();
    expect(within(screen.getByRole('alert')).queryByText('Thank you for submitting!')).not.toBeInTheDocument();

    act(() => {
      toast({
        title: 'Error',
        description: 'Failed to submit your inquiry. Please try again.',
        variant: 'destructive',
      });
    });
    expect(within(screen.getByRole('alert')).getByText('Error')).toBeInTheDocument();
    expect(within(polite).queryByText('Error')).not.toBeInTheDocument();
  });

  it('closes with its dismiss button', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<Toaster />);
    act(() => {
      toast({ title: 'Dismiss me', duration: Infinity });
    });
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Dismiss me')).not.toBeInTheDocument();
  });
});
