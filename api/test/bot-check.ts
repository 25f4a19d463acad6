import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Test } from 'supertest';

/** Anything that can GET from the app: the test app's client or a cookie-keeping browser. */
export interface HttpClient {
  get(url: string): Test;
}

/**
 * A solved anti-robot check, as the ALTCHA widget makes it: a challenge from GET /api/bot-challenge,
 * solved for real (tests run at a low BOT_CHALLENGE_MAX_NUMBER), as the base64 payload `altcha`. Empty
 * when the app runs with BOT_CHALLENGE=off. Each payload works once.
 */
export async function solvedBotCheck(http: HttpClient): Promise<{ altcha?: string }> {
  const { body } = (await http.get('/api/bot-challenge').expect(200)) as {
    body: { enabled: boolean; challenge: Challenge | null };
  };
  if (!body.enabled || !body.challenge) return {};
  const solution = await solveChallenge({ challenge: body.challenge, deriveKey });
  return { altcha: Buffer.from(JSON.stringify({ challenge: body.challenge, solution })).toString('base64') };
}

/** `body` with a freshly solved anti-robot check, for a POST to a protected form. */
export async function withBotCheck<T extends object>(http: HttpClient, body: T): Promise<T & { altcha?: string }> {
  return { ...body, ...(await solvedBotCheck(http)) };
}
