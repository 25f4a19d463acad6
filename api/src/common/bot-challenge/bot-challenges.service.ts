import { BadRequestException, Injectable } from '@nestjs/common';
import { createChallenge, randomInt, verifySolution, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { DataSource } from 'typeorm';
import { AppSecret } from '../../config/app-secret';
import { AppConfig } from '../../config/app.config';
import { Clock } from '../clock';
import { errorWithCode } from '../http-exception.filter';
import type { BotChallengeDto } from './bot-challenge.dto';

/** How long a challenge may be solved and sent: a form is filled in minutes, a fresh one is fetched after. */
export const BOT_CHALLENGE_TTL_MS = 10 * 60_000;

export const BOT_CHECK_FAILED = 'Please complete the anti-robot check and try again.';

/** The anti-robot fields of a protected request's body (BotCheckFieldsDto), unvalidated. */
export interface BotCheckFields {
  altcha?: unknown;
  website?: unknown;
}

/**
 * The self-hosted ALTCHA proof of work (altcha-lib, PoW v2): a challenge is an HMAC-signed random nonce and
 * salt plus the prefix of SHA-256(salt, nonce, counter) for a secret random counter up to
 * BOT_CHALLENGE_MAX_NUMBER; the browser finds the counter by trying them in turn, the server checks the
 * answer with one hash. Nothing is stored per challenge until a solution is accepted, then its nonce is
 * stored (used_bot_challenges) so it works once. The keys are derived from APP_SECRET, so every replica
 * checks what another issued.
 */
@Injectable()
export class BotChallenges {
  private readonly signatureSecret: string;
  private readonly keySignatureSecret: string;

  constructor(
    private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly dataSource: DataSource,
    secret: AppSecret,
  ) {
    this.signatureSecret = secret.hash('bot-challenge', 'signature');
    this.keySignatureSecret = secret.hash('bot-challenge', 'key-signature');
  }

  get enabled(): boolean {
    return this.config.BOT_CHALLENGE === 'on';
  }

  async create(): Promise<BotChallengeDto> {
    if (!this.enabled) return { enabled: false, challenge: null };
    const challenge = await createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter: randomInt(this.config.BOT_CHALLENGE_MAX_NUMBER),
      deriveKey,
      expiresAt: new Date(this.clock.now().getTime() + BOT_CHALLENGE_TTL_MS),
      hmacSignatureSecret: this.signatureSecret,
      hmacKeySignatureSecret: this.keySignatureSecret,
    });
    return { enabled: true, challenge: challenge as BotChallengeDto['challenge'] };
  }

  /**
   * Refuses (400, one neutral message) a request whose honeypot is filled or, with the check on, whose
   * payload is missing, forged, wrong, expired or already used. The honeypot stays on with BOT_CHALLENGE=off:
   * it costs people nothing.
   */
  async verify(fields: BotCheckFields): Promise<void> {
    if (fields.website !== undefined && fields.website !== null && fields.website !== '') throw refusal();
    if (!this.enabled) return;
    const payload = parsePayload(fields.altcha);
    if (!payload) throw refusal();
    const verified = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: this.signatureSecret,
      hmacKeySignatureSecret: this.keySignatureSecret,
    }).then(
      (result) => result.verified,
      () => false, // malformed parameters make the library throw: a refusal like any other
    );
    // verifySolution checks expiresAt against the real time; the clock's is the one rules use.
    const { nonce, expiresAt } = payload.challenge.parameters;
    if (!verified || !expiresAt || expiresAt * 1000 <= this.clock.now().getTime()) throw refusal();
    if (!(await this.markUsed(nonce, new Date(expiresAt * 1000)))) throw refusal();
  }

  /** Stores the nonce once: false when it already was (a replay). Prunes the expired ones on the way. */
  private async markUsed(nonce: string, expiresAt: Date): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `WITH pruned AS (DELETE FROM used_bot_challenges WHERE expires_at < now() - interval '1 hour')
       INSERT INTO used_bot_challenges (nonce, expires_at) VALUES ($1, $2)
       ON CONFLICT (nonce) DO NOTHING RETURNING nonce`,
      [nonce, expiresAt],
    );
    return rows.length > 0;
  }
}

const refusal = () => new BadRequestException(errorWithCode(BOT_CHECK_FAILED, 'BOT_CHECK_FAILED'));

/** The widget's payload: base64 of JSON `{challenge, solution}`; null when it is not one. */
function parsePayload(value: unknown): Payload | null {
  if (typeof value !== 'string' || !value) return null;
  try {
    const payload = JSON.parse(Buffer.from(value, 'base64').toString('utf8')) as Payload;
    const nonce = payload?.challenge?.parameters?.nonce;
    return typeof nonce === 'string' && /^[0-9a-f]{1,64}$/.test(nonce) && payload.solution ? payload : null;
  } catch {
    return null;
  }
}
