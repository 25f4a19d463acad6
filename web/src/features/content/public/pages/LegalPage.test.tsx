import { screen } from '@testing-library/react';
import { fakeApiForEachTest } from '../../../../test/fake-api';
import { renderAtPath } from '../../../../test/render';
import { LegalPage } from './LegalPage';

const api = fakeApiForEachTest();

function answerWith(slug: string, content: unknown) {
  api.routes.set(`GET /api/pages/${slug}`, () => ({
    status: 200,
    body: { slug, title: 'Refund Policy | Inspivision', metaDescription: null, sections: [], content },
  }));
}

describe('LegalPage', () => {
  it('shows the heading, "Last updated" from the effective date, the intro and the sections', async () => {
    answerWith('refund-policy', {
      effectiveDate: '2025-10-10',
      intro: 'This Refund Policy explains how cancellations work.',
      sections: [
        {
          heading: 'Cancelling a Consultation',
          paragraphs: ['More than 24 hours before: full refund.', 'Less: none.'],
        },
        { heading: 'Balance Payments', paragraphs: ['Balance payments are non-refundable.'] },
        { heading: 'Broken', paragraphs: [] },
      ],
    });
    await renderAtPath(<LegalPage slug="refund-policy" />, '/legal/refund-policy');
    expect(screen.getByRole('heading', { level: 1, name: 'Refund & Cancellation Policy' })).toBeInTheDocument();

    const date = await screen.findByText('October 10, 2025');
    expect(date).toHaveAttribute('datetime', '2025-10-10');
    expect(date.parentElement).toHaveTextContent(/^Last updated: October 10, 2025$/);
    expect(screen.getByText('This Refund Policy explains how cancellations work.')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Cancelling a Consultation',
      'Balance Payments',
    ]);
    expect(screen.getByText('Less: none.')).toBeInTheDocument();
  });

  it('reads the page of its slug and leaves out a date it cannot read', async () => {
    answerWith('terms', { effectiveDate: '10/10/2025', sections: [{ heading: 'Agreement', paragraphs: ['Yes.'] }] });
    await renderAtPath(<LegalPage slug="terms" />, '/legal/terms');
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Agreement' })).toBeInTheDocument();
    expect(screen.queryByText(/Last updated/)).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/pages/terms')).toHaveLength(1);
  });
});
