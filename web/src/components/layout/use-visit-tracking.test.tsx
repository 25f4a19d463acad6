import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RUNTIME_CONFIG_ID } from '../../config/runtime-config';
import { CONSENT_STORAGE_KEY } from '../../lib/consent';
import { REFERRAL_CODE_COOKIE, REFERRAL_SESSION_KEY, rememberedReferralCode } from '../../lib/referral-code';
import { fakeApiForEachTest } from '../../test/fake-api';
import { renderAtPath } from '../../test/render';
import { PublicLayout } from './PublicLayout';
import { SITE_VISIT_SESSION_KEY } from './use-visit-tracking';

const api = fakeApiForEachTest();

const cookieCode = () =>
  document.cookie
    .split(';')
    .map((pair) => pair.trim())
    .find((pair) => pair.startsWith(`${REFERRAL_CODE_COOKIE}=`))
    ?.slice(REFERRAL_CODE_COOKIE.length + 1);
const clearCookie = () => (document.cookie = `${REFERRAL_CODE_COOKIE}=; Max-Age=0; Path=/`);

beforeEach(() => {
  api.routes.set('GET /api/auth/user', () => ({ status: 401, body: {} }));
  api.routes.set('POST /api/visits', () => ({ status: 204 }));
  api.routes.set('POST /api/referrals/visits', () => ({ status: 204 }));
});

afterEach(() => {
  clearCookie();
  localStorage.clear();
  sessionStorage.clear();
  document.getElementById(RUNTIME_CONFIG_ID)?.remove();
});

describe('public pages: visits and referral links', () => {
  it('counts a visit to the site once per tab and day, with the path only', async () => {
    const first = await renderAtPath(<PublicLayout />, '/services?utm_source=mail');
    await waitFor(() => expect(api.callsTo('POST /api/visits')).toHaveLength(1));
    expect(api.callsTo('POST /api/visits')[0]!.body).toEqual({ path: '/services' });
    expect(sessionStorage.getItem(SITE_VISIT_SESSION_KEY)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    first.unmount();

    await renderAtPath(<PublicLayout />, '/blog');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(api.callsTo('POST /api/visits')).toHaveLength(1);
  });

  it('counts nothing on the portal (a private area)', async () => {
    await renderAtPath(<PublicLayout privateArea />, '/portal?ref=PORTAL1');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(api.callsTo('POST /api/visits')).toHaveLength(0);
    expect(api.callsTo('POST /api/referrals/visits')).toHaveLength(0);
  });

  it('opened with ?ref=: counts the referral visit once, keeps the code 30 days in a cookie and takes ref out of the address', async () => {
    const { router } = await renderAtPath(<PublicLayout />, '/services?ref=k7qm2xpa&utm_source=mail#faq');
    await waitFor(() => expect(api.callsTo('POST /api/referrals/visits')).toHaveLength(1));
    expect(api.callsTo('POST /api/referrals/visits')[0]!.body).toEqual({ code: 'K7QM2XPA' });
    expect(cookieCode()).toBe('K7QM2XPA');
    expect(rememberedReferralCode()).toBe('K7QM2XPA');
    await waitFor(() => expect(router.history.location.href).toBe('/services?utm_source=mail#faq'));
    expect(router.state.location.pathname).toBe('/services');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(api.callsTo('POST /api/referrals/visits')).toHaveLength(1);
  });

  it('still works when the visit cannot be counted, and takes a malformed ref out without counting it', async () => {
    api.routes.set('POST /api/referrals/visits', () => ({ status: 500, body: { statusCode: 500, message: 'Boom' } }));
    const failed = await renderAtPath(<PublicLayout />, '/?ref=FAILS1');
    await waitFor(() => expect(api.callsTo('POST /api/referrals/visits')).toHaveLength(1));
    await waitFor(() => expect(failed.router.history.location.href).toBe('/'));
    expect(cookieCode()).toBe('FAILS1');
    failed.unmount();

    const { router } = await renderAtPath(<PublicLayout />, '/about?ref=not-a-code!');
    await waitFor(() => expect(router.history.location.href).toBe('/about'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(api.callsTo('POST /api/referrals/visits')).toHaveLength(1);
    expect(cookieCode()).toBe('FAILS1');
  });

  it('after cookies were declined, sets no cookie and keeps the code for this tab only', async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, 'denied');
    await renderAtPath(<PublicLayout />, '/?ref=TABONLY1');
    await waitFor(() => expect(api.callsTo('POST /api/referrals/visits')).toHaveLength(1));
    expect(cookieCode()).toBeUndefined();
    expect(sessionStorage.getItem(REFERRAL_SESSION_KEY)).toBe('TABONLY1');
    expect(rememberedReferralCode()).toBe('TABONLY1');
  });

  it('names the referral cookie on the banner, and Decline removes it (the code stays for the tab)', async () => {
    const events = userEvent.setup();
    await renderAtPath(<PublicLayout />, '/?ref=DECLINE1');
    const banner = await screen.findByRole('region', { name: 'Cookies' });
    expect(banner).toHaveAccessibleDescription(/a cookie keeps their referral code for 30 days/);
    expect(cookieCode()).toBe('DECLINE1');

    await events.click(screen.getByRole('button', { name: 'Decline' }));
    expect(cookieCode()).toBeUndefined();
    expect(screen.queryByRole('region', { name: 'Cookies' })).toBeNull();
    expect(rememberedReferralCode()).toBe('DECLINE1');
  });
});
