import { randomBytes } from 'node:crypto';
import { AppSecret } from '../../../config/app-secret';
import { loadConfig } from '../../../config/app.config';
import { BookingLinks } from './booking-links';

const consultation = {
  id: '7b1f3c52-4a0e-4d8e-9a57-2f1f5b9b8c11',
  scheduledAt: null,
  contact: {
    firstName: 'Maria',
    lastName: 'Garcia',
    email: 'maria@example.com',
    phone: null,
    country: 'United States',
  },
  businessType: 'Startup',
  servicesInterested: [],
  budget: '',
  message: 'Hello',
};

describe('BookingLinks', () => {
  it('points the links of e-mails at the server that sent them when PUBLIC_URL is unset (PORT=3300)', () => {
    const config = loadConfig({ PORT: '3300', APP_SECRET: randomBytes(32).toString('base64') });
    const links = new BookingLinks(config, AppSecret.resolve(config));
    const now = new Date();
    expect(new URL(links.cancelUrl(consultation, now)).origin).toBe('http://localhost:3300');
    expect(new URL(links.rescheduleUrl(consultation, now)).origin).toBe('http://localhost:3300');
  });
});
