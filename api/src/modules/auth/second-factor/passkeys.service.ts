import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Request } from 'express';
import { EntityManager, Repository } from 'typeorm';
import { AppConfig } from '../../../config/app.config';
import { MAIL_BRAND } from '../../notifications';
import { saveSession } from '../session.service';
import { PasskeyEntity } from './entities/passkey.entity';

/** How long a ceremony's challenge may be answered. */
const CHALLENGE_TTL_MS = 5 * 60_000;

type Ceremony = 'registration' | 'authentication';

/** A registration the authenticator proved, ready to be stored. */
export type VerifiedPasskey = Pick<PasskeyEntity, 'credentialId' | 'publicKey' | 'counter' | 'transports' | 'backedUp'>;

const COULD_NOT_VERIFY = 'The passkey could not be verified. Please try again.';

let simpleWebAuthn: Promise<typeof import('@simplewebauthn/server')> | undefined;
/** @simplewebauthn/server is loaded by the first passkey ceremony rather than at start: only passkeys use it. */
const loadSimpleWebAuthn = () => (simpleWebAuthn ??= import('@simplewebauthn/server'));

/**
 * WebAuthn passkeys and security keys as a second factor (@simplewebauthn/server). The relying party is
 * PUBLIC_URL: its host name is the rpID, its origin the only one accepted. Each ceremony's challenge lives in
 * the session, answers one response (it is taken out before checking) and expires after 5 minutes.
 */
@Injectable()
export class PasskeysService {
  constructor(
    @InjectRepository(PasskeyEntity) private readonly passkeys: Repository<PasskeyEntity>,
    private readonly config: AppConfig,
  ) {}

  private get origin(): string {
    return new URL(this.config.PUBLIC_URL).origin;
  }

  private get rpID(): string {
    return new URL(this.config.PUBLIC_URL).hostname;
  }

  async registrationOptions(
    request: Request,
    user: { id: string; email: string; name: string },
  ): Promise<PublicKeyCredentialCreationOptionsJSON> {
    const { generateRegistrationOptions } = await loadSimpleWebAuthn();
    const existing = await this.passkeys.findBy({ userId: user.id });
    const options = await generateRegistrationOptions({
      rpName: MAIL_BRAND.name,
      rpID: this.rpID,
      userName: user.email,
      userID: Buffer.from(user.id.replace(/-/g, ''), 'hex'),
      userDisplayName: user.name,
      attestationType: 'none',
      // The same authenticator twice would not be a second way in.
      excludeCredentials: existing.map((passkey) => ({ id: passkey.credentialId, transports: passkey.transports })),
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
      timeout: CHALLENGE_TTL_MS,
    });
    await this.keepChallenge(request, 'registration', options.challenge);
    return options;
  }

  /** Checks the authenticator's answer to the session's registration challenge. 400 when it does not hold. */
  async verifyRegistration(request: Request, response: unknown): Promise<VerifiedPasskey> {
    const { verifyRegistrationResponse } = await loadSimpleWebAuthn();
    const expectedChallenge = await this.takeChallenge(request, 'registration');
    const verification = await verifyRegistrationResponse({
      response: response as RegistrationResponseJSON,
      expectedChallenge,
      expectedOrigin: this.origin,
      expectedRPID: this.rpID,
      // A second factor after the password: a security key without a PIN is still something the owner has.
      requireUserVerification: false,
    }).catch(() => null);
    if (!verification?.verified) throw new BadRequestException(COULD_NOT_VERIFY);
    const { credential, credentialBackedUp } = verification.registrationInfo;
    return {
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? [],
      backedUp: credentialBackedUp,
    };
  }

  /** Stores a verified passkey; 409 when that credential is registered already. */
  async add(manager: EntityManager, userId: string, passkey: VerifiedPasskey, name: string): Promise<void> {
    const inserted = await manager
      .createQueryBuilder()
      .insert()
      .into(PasskeyEntity)
      .values({ ...passkey, userId, name })
      .orIgnore()
      .returning('id')
      .execute();
    if (inserted.raw.length === 0) throw new ConflictException('This passkey is already registered.');
  }

  async authenticationOptions(request: Request, userId: string): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const passkeys = await this.passkeys.findBy({ userId });
    if (passkeys.length === 0) throw new ConflictException('This account has no passkey.');
    const { generateAuthenticationOptions } = await loadSimpleWebAuthn();
    const options = await generateAuthenticationOptions({
      rpID: this.rpID,
      allowCredentials: passkeys.map((passkey) => ({ id: passkey.credentialId, transports: passkey.transports })),
      userVerification: 'preferred',
      timeout: CHALLENGE_TTL_MS,
    });
    await this.keepChallenge(request, 'authentication', options.challenge);
    return options;
  }

  /**
   * Whether `response` answers the session's authentication challenge with a passkey of `userId`, its
   * signature counter moving forward (a counter that does not may come from a cloned authenticator). The
   * new counter is stored by a conditional UPDATE, so one assertion cannot pass twice.
   */
  async verify(request: Request, userId: string, response: unknown): Promise<boolean> {
    const expectedChallenge = await this.takeChallenge(request, 'authentication');
    const credentialId = (response as { id?: unknown } | null)?.id;
    if (typeof credentialId !== 'string') return false;
    const passkey = await this.passkeys.findOneBy({ userId, credentialId });
    if (!passkey) return false;
    const { verifyAuthenticationResponse } = await loadSimpleWebAuthn();
    const verification = await verifyAuthenticationResponse({
      response: response as AuthenticationResponseJSON,
      expectedChallenge,
      expectedOrigin: this.origin,
      expectedRPID: this.rpID,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports,
      },
      requireUserVerification: false,
    }).catch(() => null);
    if (!verification?.verified) return false;
    const { newCounter } = verification.authenticationInfo;
    const updated = await this.passkeys
      .createQueryBuilder()
      .update()
      .set({ counter: newCounter, lastUsedAt: () => 'now()' })
      // Authenticators that do not count (always 0) pass as long as they never started counting.
      .where('id = :id AND (counter < :newCounter OR (counter = 0 AND :newCounter = 0))', {
        id: passkey.id,
        newCounter,
      })
      .execute();
    return updated.affected === 1;
  }

  /** Removes passkey `id` of `userId`; its name, or null when there was none. */
  async remove(manager: EntityManager, userId: string, id: string): Promise<string | null> {
    const removed = await manager
      .createQueryBuilder()
      .delete()
      .from(PasskeyEntity)
      .where('id = :id AND user_id = :userId', { id, userId })
      .returning(['name'])
      .execute();
    return (removed.raw as { name: string }[])[0]?.name ?? null;
  }

  private async keepChallenge(request: Request, purpose: Ceremony, challenge: string): Promise<void> {
    request.session.webauthnChallenge = { challenge, purpose, expiresAt: Date.now() + CHALLENGE_TTL_MS };
    await saveSession(request);
  }

  /** The session's challenge for `purpose`, removed from the session first: it answers one response. */
  private async takeChallenge(request: Request, purpose: Ceremony): Promise<string> {
    const pending = request.session.webauthnChallenge;
    delete request.session.webauthnChallenge;
    await saveSession(request);
    if (!pending || pending.purpose !== purpose || pending.expiresAt < Date.now()) {
      throw new BadRequestException('This passkey request has expired. Please start again.');
    }
    return pending.challenge;
  }
}
