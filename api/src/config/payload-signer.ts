import type { AppSecret } from './app-secret';

/**
 * Signed links' tokens: `<base64url JSON payload>.<HMAC>`, keyed by the app secret and a purpose, so a
 * token made for one purpose is worthless for another. Nothing is stored; the payload carries what
 * the link is about and until when it works.
 */
export class PayloadSigner {
  constructor(
    private readonly secret: AppSecret,
    private readonly purpose: string,
  ) {}

  sign(payload: object): string {
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return `${body}.${this.secret.hash(this.purpose, body)}`;
  }

  /** The payload of a genuine token of this purpose, or null for a malformed or forged one. */
  read(token: string): Record<string, unknown> | null {
    const [body, signature, extra] = token.split('.');
    if (!body || !signature || extra !== undefined || !this.secret.matches(this.purpose, body, signature)) return null;
    try {
      const value: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
      return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  }
}

/** What a signed token looks like, for the OpenAPI examples (payload and signature, base64url). */
export const SIGNED_TOKEN_EXAMPLE =
  'eyJlIjoiYW5hQGV4YW1wbGUuY29tIiwieCI6MTc3NDk5MjAwMH0.5mR2Yt0pX8kq3GZ7vH1nWc4eJ9sLbA6dQfTu2oIyE0U';
