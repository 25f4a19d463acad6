import { ConflictException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Secret, TOTP } from 'otpauth';
import { EntityManager, Repository } from 'typeorm';
import { MAIL_BRAND } from '../../notifications';
import { TotpAuthenticatorEntity } from './entities/totp-authenticator.entity';
import { TotpSecrets } from './totp-secrets';

let qrcodeModule: Promise<typeof import('qrcode')> | undefined;
/** qrcode is loaded by the first enrolment rather than at start: only the enrolment's QR code uses it. */
const loadQrcode = () => (qrcodeModule ??= import('qrcode'));

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
const PERIOD_SECONDS = 30;
/** Codes of the step before and after the current one are accepted too (clocks drift, people type slowly). */
const WINDOW_STEPS = 1;
const SECRET_BYTES = 20;

export interface TotpEnrolment {
  /** The secret in base32, for typing into the app by hand. */
  secret: string;
  otpauthUri: string;
  /** The otpauth:// URI as a QR code, an SVG data: URL. */
  qrCode: string;
}

/** Authenticator apps: enrolment, and codes accepted once each. */
@Injectable()
export class TotpService {
  constructor(
    @InjectRepository(TotpAuthenticatorEntity) private readonly authenticators: Repository<TotpAuthenticatorEntity>,
    private readonly secrets: TotpSecrets,
  ) {}

  /**
   * A new secret for `user`, kept (encrypted) as a pending enrolment until its first code is entered;
   * a pending one is replaced. 409 when the account already has an authenticator app.
   */
  async start(user: { id: string; email: string }): Promise<TotpEnrolment> {
    const secret = new Secret({ size: SECRET_BYTES });
    // One statement: a pending enrolment is replaced, a confirmed one is left alone (and nothing returned).
    const saved: unknown[] = await this.authenticators.query(
      `INSERT INTO totp_authenticators (user_id, encrypted_secret) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET encrypted_secret = EXCLUDED.encrypted_secret, created_at = now()
       WHERE totp_authenticators.confirmed_at IS NULL
       RETURNING user_id`,
      [user.id, this.secrets.seal(user.id, secret.base32)],
    );
    if (saved.length === 0) {
      throw new ConflictException('An authenticator app is already set up. Remove it first to set up another.');
    }
    const otpauthUri = this.totp(secret, user.email).toString();
    const { toString: qrCodeSvg } = await loadQrcode();
    const svg = await qrCodeSvg(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    return {
      secret: secret.base32,
      otpauthUri,
      qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    };
  }

  /** Confirms the pending enrolment of `userId` with its first code (in `manager`'s transaction). */
  async confirm(manager: EntityManager, userId: string, code: string): Promise<boolean> {
    const pending = await manager.findOneBy(TotpAuthenticatorEntity, { userId });
    if (!pending || pending.confirmedAt) return false;
    const step = this.matchingStep(pending, code);
    if (step === null) return false;
    const confirmed = await manager
      .createQueryBuilder()
      .update(TotpAuthenticatorEntity)
      .set({ confirmedAt: () => 'now()', lastUsedStep: step, lastUsedAt: () => 'now()' })
      // The very secret the code was checked against: a set-up started again meanwhile wins.
      .where('user_id = :userId AND confirmed_at IS NULL AND encrypted_secret = :sealed', {
        userId,
        sealed: pending.encryptedSecret,
      })
      .execute();
    return confirmed.affected === 1;
  }

  /**
   * Whether `code` is a code of `userId`'s authenticator app not accepted before: the step it belongs to
   * must be later than the last accepted one, claimed by one conditional UPDATE (so a code works once,
   * even sent twice at the same moment).
   */
  async verify(userId: string, code: string): Promise<boolean> {
    const authenticator = await this.authenticators.findOneBy({ userId });
    if (!authenticator?.confirmedAt) return false;
    const step = this.matchingStep(authenticator, code);
    if (step === null) return false;
    const claimed = await this.authenticators
      .createQueryBuilder()
      .update()
      .set({ lastUsedStep: step, lastUsedAt: () => 'now()' })
      .where('user_id = :userId AND confirmed_at IS NOT NULL', { userId })
      .andWhere('(last_used_step IS NULL OR last_used_step < :step)', { step })
      .execute();
    return claimed.affected === 1;
  }

  /** Removes `userId`'s authenticator app; false when there was none. */
  async remove(manager: EntityManager, userId: string): Promise<boolean> {
    const removed = await manager
      .createQueryBuilder()
      .delete()
      .from(TotpAuthenticatorEntity)
      .where('user_id = :userId AND confirmed_at IS NOT NULL', { userId })
      .execute();
    return removed.affected === 1;
  }

  /** The time step `code` belongs to within the accepted window, or null. */
  private matchingStep(authenticator: TotpAuthenticatorEntity, code: string): number | null {
    const secret = Secret.fromBase32(this.secrets.open(authenticator.userId, authenticator.encryptedSecret));
    const totp = this.totp(secret);
    const timestamp = Date.now();
    const delta = totp.validate({ token: code, timestamp, window: WINDOW_STEPS });
    return delta === null ? null : totp.counter({ timestamp }) + delta;
  }

  private totp(secret: Secret, label = '') {
    return new TOTP({ issuer: MAIL_BRAND.name, label, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret });
  }
}
