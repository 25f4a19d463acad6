import { DateTime } from 'luxon';
import { createVerify, generateKeyPairSync } from 'node:crypto';
import { createServer, IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp, TestApp } from '../../../../test/test-app';
import { GoogleFreeBusyDriver } from './google-free-busy.driver';
import { withBotCheck } from '../../../../test/bot-check';

const CALENDAR = 'team@inspivision.test';
const CLIENT_EMAIL = 'booking@inspivision-test.iam.gserviceaccount.com';
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const PEM = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

const readBody = async (request: IncomingMessage) => {
  let body = '';
  for await (const chunk of request) body += chunk;
  return body;
};

/**
 * A stand-in for Google's token endpoint and Calendar API: it checks the service account's RS256 assertion with
 * the matching public key and answers freeBusy with the busy ranges it is given.
 */
class FakeGoogle {
  server: Server;
  busy: { start: string; end: string }[] = [];
  failFreeBusy = false;
  tokensIssued = 0;
  freeBusyQueries: { timeMin: string; timeMax: string; items: { id: string }[] }[] = [];

  constructor() {
    this.server = createServer((request, response) => void this.handle(request, response));
  }

  get url() {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  private async handle(request: IncomingMessage, response: import('node:http').ServerResponse) {
    const body = await readBody(request);
    const json = (status: number, value: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(value));
    };
    if (request.url === '/token') {
      const assertion = new URLSearchParams(body).get('assertion') ?? '';
      const [header, claims, signature] = assertion.split('.');
      const valid = createVerify('RSA-SHA256')
        .update(`${header}.${claims}`)
        .verify(publicKey, Buffer.from(signature ?? '', 'base64url'));
      const payload = JSON.parse(Buffer.from(claims ?? '', 'base64url').toString() || '{}');
      if (!valid || payload.iss !== CLIENT_EMAIL || payload.aud !== `${this.url}/token`) {
        return json(400, { error: 'invalid_grant' });
      }
      this.tokensIssued++;
      return json(200, { access_token: 'fake-token', expires_in: 3600, token_type: 'Bearer' });
    }
    if (request.url === '/calendar/v3/freeBusy' && request.headers.authorization === 'Bearer fake-token') {
      if (this.failFreeBusy) return json(503, { error: { message: 'backend error' } });
      this.freeBusyQueries.push(JSON.parse(body));
      return json(200, { calendars: { [CALENDAR]: { busy: this.busy } } });
    }
    json(401, { error: 'unauthorized' });
  }
}

describe('Google Calendar free/busy driver', () => {
  const google = new FakeGoogle();
  beforeAll(() => new Promise<void>((resolve) => google.server.listen(0, '127.0.0.1', resolve)));
  afterAll(() => new Promise((resolve) => google.server.close(resolve)));

  const settings = () => ({
    calendarId: CALENDAR,
    clientEmail: CLIENT_EMAIL,
    // As it comes from a one-line .env value.
    privateKey: PEM.replace(/\n/g, '\\n'),
    apiUrl: google.url,
    tokenUrl: `${google.url}/token`,
  });
  const range = { start: new Date('2027-03-15T13:00:00Z'), end: new Date('2027-03-15T22:00:00Z') };

  it('signs in as the service account once and reads the busy ranges of the day', async () => {
    google.busy = [{ start: '2027-03-15T14:00:00Z', end: '2027-03-15T15:00:00Z' }];
    const driver = new GoogleFreeBusyDriver(settings());
    expect(await driver.busy(range)).toEqual([
      { start: new Date('2027-03-15T14:00:00Z'), end: new Date('2027-03-15T15:00:00Z') },
    ]);
    await driver.busy(range);
    expect(google.tokensIssued).toBe(1);
    expect(google.freeBusyQueries.at(-1)).toEqual({
      timeMin: '2027-03-15T13:00:00.000Z',
      timeMax: '2027-03-15T22:00:00.000Z',
      items: [{ id: CALENDAR }],
    });
  });

  it('offers slots without Google when it fails or the key is wrong', async () => {
    google.failFreeBusy = true;
    expect(await new GoogleFreeBusyDriver(settings()).busy(range)).toEqual([]);
    google.failFreeBusy = false;
    const otherKey = generateKeyPairSync('rsa', { modulusLength: 2048 })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();
    expect(await new GoogleFreeBusyDriver({ ...settings(), privateKey: otherKey }).busy(range)).toEqual([]);
  });

  describe('in the app', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await createTestApp({
        env: {
          GOOGLE_CALENDAR_ID: CALENDAR,
          GOOGLE_CALENDAR_CLIENT_EMAIL: CLIENT_EMAIL,
          GOOGLE_CALENDAR_PRIVATE_KEY: PEM.replace(/\n/g, '\\n'),
          GOOGLE_CALENDAR_API_URL: google.url,
          GOOGLE_CALENDAR_TOKEN_URL: `${google.url}/token`,
        },
      });
    });
    afterAll(() => app.close());

    it('leaves the calendar’s busy times out of the offered slots and refuses booking them', async () => {
      let day = DateTime.now().setZone('America/New_York').plus({ days: 1 });
      while (day.weekday > 5) day = day.plus({ days: 1 });
      const at = (time: string) => DateTime.fromISO(`${day.toISODate()}T${time}`, { zone: 'America/New_York' });
      google.busy = [{ start: at('10:00').toUTC().toISO()!, end: at('11:00').toUTC().toISO()! }];

      const { slots } = (await app.http.get(`/api/calendar/availability?date=${day.toISODate()}`).expect(200)).body;
      const starts = slots.map((slot: { start: string }) => slot.start);
      expect(slots).toHaveLength(16);
      expect(starts).not.toContain(at('10:00').toUTC().toISO());
      expect(starts).not.toContain(at('10:30').toUTC().toISO());
      expect(starts).toContain(at('11:00').toUTC().toISO());
      await app.http.get('/api/calendar/status').expect(200, { configured: true });

      const booking = {
        firstName: 'Ana',
        lastName: 'Lopez',
        email: 'ana@example.com',
        country: 'Mexico',
        businessType: "I'm exploring ideas",
        servicesInterested: ['Digital Marketing'],
        budget: '$1,000 - $2,000 USD',
        message: 'Hello',
      };
      await app.http
        .post('/api/consultations')
        .send(await withBotCheck(app.http, { ...booking, scheduledAt: at('10:30').toUTC().toISO() }))
        .expect(409);
      await app.http
        .post('/api/consultations')
        .send(await withBotCheck(app.http, { ...booking, scheduledAt: at('11:00').toUTC().toISO() }))
        .expect(201);
    });
  });
});
