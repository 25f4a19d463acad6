import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyReferralDto } from '../../../api/generated/model';
import { dismissToast, Toaster } from '../../../components/toast';
import { fakeApiForEachTest } from '../../../test/fake-api';
import { renderAtPath } from '../../../test/render';
import { ReferPage } from './ReferPage';

const api = fakeApiForEachTest();
const ME = 'GET /api/portal/referrals/me';

const REFERRAL: MyReferralDto = {
  code: 'K7QM2XPA',
  shareUrl: 'https://inspivision.example/?ref=K7QM2XPA',
  isActive: true,
  visits: 42,
  signUps: 5,
  conversions: 2,
  creditsEarnedCents: 20000,
  creditsAvailableCents: 12550,
  rewardCents: 10000,
  creditMonths: 12,
  currency: 'USD',
};

afterEach(() => {
  act(() => dismissToast());
});

async function renderPage() {
  return renderAtPath(
    <>
      <ReferPage />
      <Toaster />
    </>,
    '/portal/refer',
  );
}

async function expectToast(title: string, description: string) {
  await waitFor(() => {
    const toast = screen.getByTestId('toast');
    expect(toast).toHaveTextContent(title);
    expect(toast).toHaveTextContent(description);
  });
}

/** The figure named `label` in the "Your referrals" list, e.g. "Credits available" → "$125.50". */
function figure(label: string): string | null {
  const term = within(screen.getByRole('region', { name: 'Your referrals' })).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? null;
}

describe('/portal/refer', () => {
  it('shows the reward, the share link with its code and the figures, money in dollars', async () => {
    api.routes.set(ME, () => ({ status: 200, body: REFERRAL }));
    await renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Refer a Friend' })).toBeInTheDocument();
    const how = within(await screen.findByRole('region', { name: 'How it works' }));
    expect(how.getByText(/^For every friend/)).toHaveTextContent(
      'For every friend who signs up through your link and pays their first invoice, you earn $100.00 in account credit. It is applied automatically when you pay an invoice and can be used for 12 months.',
    );

    const link = screen.getByLabelText('Your referral link');
    expect(link).toHaveValue(REFERRAL.shareUrl);
    expect(link).toHaveAttribute('readonly');
    expect(link).toHaveAccessibleDescription(/^Your code is K7QM2XPA/);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();

    expect(figure('Link visits')).toBe('42');
    expect(figure('Sign-ups')).toBe('5');
    expect(figure('Converted clients')).toBe('2');
    expect(figure('Credits earned')).toBe('$200.00');
    expect(figure('Credits available')).toBe('$125.50');
    expect(screen.getByRole('link', { name: 'Billing' })).toHaveAttribute('href', '/portal/billing');
  });

  it('copies the link to the clipboard and says so', async () => {
    api.routes.set(ME, () => ({ status: 200, body: REFERRAL }));
    const user = userEvent.setup();
    await renderPage();

    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    await expectToast('Link copied', 'Paste it in a message or an e-mail to a friend.');
    expect(await navigator.clipboard.readText()).toBe(REFERRAL.shareUrl);
  });

  it('selects the link for copying by hand when the clipboard refuses', async () => {
    api.routes.set(ME, () => ({ status: 200, body: REFERRAL }));
    const user = userEvent.setup();
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('Denied'));
    await renderPage();

    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    await expectToast("Couldn't copy the link", 'The link is selected: copy it with Ctrl+C (⌘C on a Mac).');
    const link = screen.getByLabelText<HTMLInputElement>('Your referral link');
    expect(link).toHaveFocus();
    expect([link.selectionStart, link.selectionEnd]).toEqual([0, REFERRAL.shareUrl.length]);
  });

  it('says when the link no longer earns credit, and when rewards are paused', async () => {
    api.routes.set(ME, () => ({ status: 200, body: { ...REFERRAL, isActive: false, rewardCents: 0 } }));
    await renderPage();

    expect(await screen.findByRole('note')).toHaveTextContent(
      'Inactive link. This link is no longer active: friends can still open it, but it no longer earns credit.',
    );
    expect(screen.getByText(/Referral rewards are paused/)).toBeInTheDocument();
    expect(screen.queryByText(/you earn/)).not.toBeInTheDocument();
  });

  it('shows placeholders while loading, then an error with Try Again that loads the page', async () => {
    let fail = true;
    api.routes.set(ME, () => ({
      status: fail ? 500 : 200,
      body: fail ? { statusCode: 500, message: 'Internal server error' } : REFERRAL,
      delay: 50,
    }));
    const user = userEvent.setup();
    await renderPage();

    expect(screen.getByRole('status')).toHaveTextContent('Loading your referral link...');
    expect(screen.getByTestId('refer-skeleton')).toBeInTheDocument();
    expect(screen.queryByLabelText('Your referral link')).not.toBeInTheDocument();

    const heading = await screen.findByRole('heading', { name: "We couldn't load your referral link." });
    const alert = heading.closest<HTMLElement>('[role="alert"]')!;
    expect(alert).toHaveTextContent('Please check your connection and try again.');
    expect(screen.queryByTestId('refer-skeleton')).not.toBeInTheDocument();

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByLabelText('Your referral link')).toHaveValue(REFERRAL.shareUrl);
    expect(screen.queryByText("We couldn't load your referral link.")).not.toBeInTheDocument();
    expect(api.callsTo(ME)).toHaveLength(2);
  });
});
