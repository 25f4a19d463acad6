import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RUNTIME_CONFIG_ID } from '../../config/runtime-config';
import { CONSENT_STORAGE_KEY } from '../../lib/consent';
import { fakeApiForEachTest } from '../../test/fake-api';
import { renderAtPath } from '../../test/render';
import { PublicLayout } from '../layout/PublicLayout';

const api = fakeApiForEachTest();

function configure(config: object) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = RUNTIME_CONFIG_ID;
  block.textContent = JSON.stringify(config);
  document.head.appendChild(block);
}

beforeEach(() => {
  api.routes.set('GET /api/auth/user', () => ({ status: 401, body: {} }));
});

afterEach(() => {
  document.getElementById(RUNTIME_CONFIG_ID)?.remove();
  localStorage.clear();
});

const consentRegion = () => screen.queryByRole('region', { name: 'Cookies for analytics' });

describe('the analytics consent banner', () => {
  it('is absent, and so is "Cookie settings", where analytics are not configured', async () => {
    await renderAtPath(<PublicLayout />, '/');
    expect(consentRegion()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cookie settings' })).toBeNull();
  });

  it('asks once, remembers the answer, and asks again from "Cookie settings" with the focus on it', async () => {
    configure({ gaMeasurementId: 'G-TEST123' });
    const user = userEvent.setup();
    await renderAtPath(<PublicLayout />, '/');
    expect(consentRegion()).toHaveAccessibleDescription(/nothing is used for advertising/);

    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(consentRegion()).toBeNull();
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('denied');

    await user.click(screen.getByRole('button', { name: 'Cookie settings' }));
    expect(consentRegion()).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('granted');
    expect(consentRegion()).toBeNull();
  });
});
