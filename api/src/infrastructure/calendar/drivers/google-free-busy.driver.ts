import { Logger } from '@nestjs/common';
import { createSign } from 'node:crypto';
import type { TimeRange } from '../../../common/time-range';
import { CalendarDriver } from '../calendar-driver';

export interface GoogleCalendarSettings {
  calendarId: string;
  clientEmail: string;
  privateKey: string;
  apiUrl: string;
  tokenUrl: string;
}

const SCOPE = 'https://www.googleapis.com/auth/calendar.readonly';
/** Google answers in well under a second; a slow answer must not hold a booking form (or its transaction). */
const TIMEOUT_MS = 5000;
/** A token is renewed this long before it expires. */
const TOKEN_MARGIN_MS = 60_000;

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/**
 * Busy times of one Google Calendar through the Calendar API's freeBusy query, signed in as a service account
 * (OAuth 2.0 JWT bearer grant, RS256). When Google cannot be reached the slots are offered without it: our own
 * bookings still never overlap, and staff confirm every booking before it is final.
 */
export class GoogleFreeBusyDriver extends CalendarDriver {
  readonly name = 'google';
  private readonly logger = new Logger('GoogleCalendar');
  private token?: { value: string; expiresAt: number };

  constructor(private readonly settings: GoogleCalendarSettings) {
    super();
  }

  async busy(range: TimeRange): Promise<TimeRange[]> {
    try {
      const response = await fetch(new URL('/calendar/v3/freeBusy', this.settings.apiUrl), {
        method: 'POST',
        headers: { authorization: `Bearer ${await this.accessToken()}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          timeMin: range.start.toISOString(),
          timeMax: range.end.toISOString(),
          items: [{ id: this.settings.calendarId }],
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`freeBusy answered ${response.status}`);
      const body = (await response.json()) as {
        calendars?: Record<string, { busy?: { start: string; end: string }[]; errors?: { reason: string }[] }>;
      };
      const calendar = body.calendars?.[this.settings.calendarId];
      if (!calendar || calendar.errors?.length) {
        throw new Error(`calendar not readable: ${calendar?.errors?.map((error) => error.reason).join(', ')}`);
      }
      return (calendar.busy ?? []).map((busy) => ({ start: new Date(busy.start), end: new Date(busy.end) }));
    } catch (error) {
      this.logger.warn(`Busy times not read, slots offered without them: ${(error as Error).message}`);
      return [];
    }
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt - TOKEN_MARGIN_MS > Date.now()) return this.token.value;
    const response = await fetch(this.settings.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion: this.assertion(),
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`token endpoint answered ${response.status}`);
    const body = (await response.json()) as { access_token: string; expires_in: number };
    this.token = { value: body.access_token, expiresAt: Date.now() + body.expires_in * 1000 };
    return body.access_token;
  }

  /** The service account's signed request for a token (RFC 7523). */
  private assertion(): string {
    const now = Math.floor(Date.now() / 1000);
    const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }));
    const claims = base64url(
      JSON.stringify({
        iss: this.settings.clientEmail,
        scope: SCOPE,
        aud: this.settings.tokenUrl,
        iat: now,
        exp: now + 3600,
      }),
    );
    const signature = createSign('RSA-SHA256')
      .update(`${header}.${claims}`)
      .sign(this.settings.privateKey.replace(/\\n/g, '\n'));
    return `${header}.${claims}.${base64url(signature)}`;
  }
}
