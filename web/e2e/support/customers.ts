import { expect, type Page } from '@playwright/test';
import { solvedBotCheck } from './bot-check';
import { waitForCode } from './mailbox';

export interface NewCustomer {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
}

/**
 * Signs a new customer up and verifies the address with the e-mailed code; the right code signs the caller
 * in, and `page.request` shares the page's cookies, so the page is then signed in as that customer.
 */
export async function signUpVerifiedCustomer(page: Page, customer: NewCustomer): Promise<void> {
  const since = Date.now();
  const signup = await page.request.post('/api/auth/signup', {
    data: { ...customer, ...(await solvedBotCheck(page)) },
  });
  expect(signup.status(), await signup.text()).toBeLessThan(300);
  const code = await waitForCode(customer.email, since);
  const verify = await page.request.post('/api/auth/verify-email', {
    data: { email: customer.email, code, password: customer.password },
  });
  expect(verify.status(), await verify.text()).toBeLessThan(300);
}
