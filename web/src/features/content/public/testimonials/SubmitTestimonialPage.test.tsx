import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApiForEachTest, refusedField } from '../../../../test/fake-api';
import { renderAtPath } from '../../../../test/render';
import { SubmitTestimonialPage } from './SubmitTestimonialPage';

const api = fakeApiForEachTest();

beforeEach(() => {
  api.routes.set('POST /api/testimonials', () => ({
    status: 201,
    body: { id: 1, status: 'pending', message: 'ok' },
    delay: 100,
  }));
});

const field = (label: string) => screen.getByLabelText(label);

async function fillAndSend(values: { name?: string; company?: string; content?: string; service?: string }) {
  const user = userEvent.setup();
  if (values.name) await user.type(field('Your Name'), values.name);
  if (values.company) await user.type(field('Company'), values.company);
  if (values.service) await user.type(field('Service Used (optional)'), values.service);
  if (values.content) await user.type(field('Your Testimonial'), values.content);
  await user.click(screen.getByRole('button', { name: 'Submit Testimonial' }));
  return user;
}

describe('/submit-testimonial', () => {
  it('offers the five labelled ratings with 5 first and chosen', async () => {
    await renderAtPath(<SubmitTestimonialPage />, '/submit-testimonial');
    const rating = field('Rating');
    expect(rating).toHaveValue('5');
    expect([...(rating as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      '5 - Excellent!',
      '4 - Very Good',
      '3 - Good',
      '2 - Fair',
      '1 - Needs Improvement',
    ]);
  });

  it('sends the form payload, shows the pending button, then "Thank You!" with a way home', async () => {
    const { router } = await renderAtPath(<SubmitTestimonialPage />, '/submit-testimonial');
    const user = userEvent.setup();
    await user.selectOptions(field('Rating'), '4');
    await fillAndSend({ name: 'Carla Diaz', company: 'Diaz Studio', content: 'Fast and friendly.' });

    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    const heading = await screen.findByRole('heading', { name: 'Thank You!' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(api.callsTo('POST /api/testimonials')[0]!.body).toEqual({
      name: 'Carla Diaz',
      company: 'Diaz Studio',
      content: 'Fast and friendly.',
      rating: 4,
      image: null,
      serviceCategory: null,
      isActive: true,
    });
    expect(screen.queryByRole('form')).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Return Home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('sends the optional service when given', async () => {
    await renderAtPath(<SubmitTestimonialPage />, '/submit-testimonial');
    await fillAndSend({ name: 'Dee', company: 'Dee Co', content: 'Great.', service: 'Business Formation' });
    await screen.findByRole('heading', { name: 'Thank You!' });
    expect(api.callsTo('POST /api/testimonials')[0]!.body).toMatchObject({
      rating: 5,
      serviceCategory: 'Business Formation',
    });
  });

  it('marks the missing required fields and sends nothing', async () => {
    await renderAtPath(<SubmitTestimonialPage />, '/submit-testimonial');
    await fillAndSend({ name: 'Dee' });
    expect(field('Company')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Your Testimonial')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Your Name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Please enter your company')).toBeInTheDocument();
    expect(api.callsTo('POST /api/testimonials')).toHaveLength(0);
    // Focus is where the fixing starts, not on the button.
    expect(field('Company')).toHaveFocus();
  });

  it('alerts "Failed to submit testimonial. Please try again." and keeps what was typed', async () => {
    api.routes.set('POST /api/testimonials', () => ({ status: 500, body: { statusCode: 500, message: 'boom' } }));
    await renderAtPath(<SubmitTestimonialPage />, '/submit-testimonial');
    await fillAndSend({ name: 'Dee', company: 'Dee Co', content: 'Great.' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to submit testimonial. Please try again.');
    expect(field('Your Testimonial')).toHaveValue('Great.');
    expect(screen.getByRole('button', { name: 'Submit Testimonial' })).toBeEnabled();
  });

  it('marks the fields the server refuses, and focus moves to the first of them', async () => {
    api.routes.set('POST /api/testimonials', refusedField('company', 'company must not contain a link'));
    await renderAtPath(<SubmitTestimonialPage />, '/submit-testimonial');
    await fillAndSend({ name: 'Carla Diaz', company: 'https://spam.example', content: 'Fast and friendly.' });
    await waitFor(() => expect(field('Company')).toHaveFocus());
    expect(field('Company')).toBeInvalid();
    expect(field('Company')).toHaveAccessibleDescription('company must not contain a link');
  });
});
