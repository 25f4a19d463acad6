import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Request } from 'express';
import type { Configuration, IDToken } from 'openid-client';
import { Repository } from 'typeorm';
import { normaliseReferralCode, referralCodeFromCookie } from '../../common/referral-code';
import { AppConfig } from '../../config/app.config';
import { EventBus } from '../../infrastructure/events/event-bus';
import type { SignInFailureReason } from './auth.constants';
import { AccountVerified } from './auth.events';
import { AuthService } from './auth.service';
import { sameOriginPath } from './return-path';
import { destroySession, saveSession } from './session.service';
import { UserEntity } from './entities/user.entity';

declare module 'express-session' {
  interface SessionData {
    /**
     * A Google sign-in under way: what its callback must match (PKCE verifier, state, nonce), and the
     * page to go back to (the login page's `?redirect=`), and the referral code a new account takes.
     */
    googleSignIn: {
      codeVerifier: string;
      state: string;
      nonce: string;
      startedAt: number;
      returnTo?: string;
      referralCode?: string;
    };
  }
}

/** The browser routes of Google sign-in, outside the /api prefix (the provider redirects a browser here). */
export const GOOGLE_SIGN_IN_PATH = '/auth/google';
export const GOOGLE_CALLBACK_PATH = '/auth/google/callback';

/**
 * Where the browser lands after a sign-in (unless the login page named a page to return to), and after
 * any failure: the login view, with the reason (SIGN_IN_FAILURE_REASONS) it words for the visitor, keeping
 * the page to return to.
 */
export const GOOGLE_SIGNED_IN_REDIRECT = '/portal';
const failedRedirect = (reason: SignInFailureReason, returnTo?: string) =>
  `/auth?${new URLSearchParams({ error: reason, ...(returnTo ? { redirect: returnTo } : {}) }).toString()}`;

/** A sign-in started longer ago than this is refused at the callback. */
const PENDING_TTL_MS = 15 * 60_000;
/** Seconds each request to the provider may take. */
const PROVIDER_TIMEOUT_SECONDS = 10;

type OpenIdClient = typeof import('openid-client');

/**
 * openid-client 6 is ESM-only. api/.swcrc sets `module.ignoreDynamic`, so this stays a real `import()`
 * in the CommonJS build (Node loads ESM from CommonJS through import() on any version) and under jest
 * with --experimental-vm-modules, where jest's own `require()` cannot load ES modules on Node 20.
 */
let openIdClient: Promise<OpenIdClient> | undefined;
const loadOpenIdClient = () => (openIdClient ??= import('openid-client'));

/** A refusal of ours: what the visitor is told, and a message that is safe to log (no personal data). */
class GoogleSignInRefused extends Error {
  constructor(
    readonly reason: SignInFailureReason,
    message: string,
  ) {
    super(message);
  }
}

/**
 * "Sign in with Google" over OpenID Connect: authorization code flow with PKCE, state and nonce kept in
 * the session. The callback signs in the account of the verified e-mail address, creating it when new.
 */
@Injectable()
export class GoogleSignInService {
  private readonly logger = new Logger('GoogleSignIn');
  /** The provider's discovered metadata, fetched once per process (again after a failure). */
  private configuration?: Promise<Configuration>;

  constructor(
    private readonly config: AppConfig,
    private readonly auth: AuthService,
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly events: EventBus,
  ) {}

  get isConfigured(): boolean {
    return this.config.isGoogleSignInConfigured;
  }

  get redirectUri(): string {
    return `${this.config.PUBLIC_URL.replace(/\/+$/, '')}${GOOGLE_CALLBACK_PATH}`;
  }

  /**
   * Starts a sign-in: keeps the checks (and `?redirect=`, when a same-origin path) in the session and
   * answers the provider's authorization URL. A well-formed referral code, from `?ref=` (the web adds the code
   * it remembers) or else the referral cookie, is kept too: a new account takes it (docs/modules/auth.md).
   */
  async start(request: Request): Promise<string> {
    const returnTo = sameOriginPath(request.query.redirect);
    const referralCode =
      normaliseReferralCode(request.query.ref) ?? referralCodeFromCookie(request.get('cookie')) ?? undefined;
    try {
      const openid = await loadOpenIdClient();
      const configuration = await this.discover(openid);
      const codeVerifier = openid.randomPKCECodeVerifier();
      const state = openid.randomState();
      const nonce = openid.randomNonce();
      request.session.googleSignIn = { codeVerifier, state, nonce, startedAt: Date.now(), returnTo, referralCode };
      await saveSession(request);
      return openid.buildAuthorizationUrl(configuration, {
        redirect_uri: this.redirectUri,
        scope: 'openid email profile',
        code_challenge: await openid.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      }).href;
    } catch (error) {
      this.logFailure('start', error);
      return failedRedirect('google_failed', returnTo);
    }
  }

  /** The provider's redirect back: checks it, signs the account in, and answers where the browser goes next. */
  async finish(request: Request): Promise<string> {
    const pending = request.session.googleSignIn;
    delete request.session.googleSignIn;
    try {
      if (!pending) throw new GoogleSignInRefused('google_expired', 'no sign-in under way in this session');
      if (Date.now() - pending.startedAt > PENDING_TTL_MS) {
        throw new GoogleSignInRefused('google_expired', 'the sign-in took too long');
      }
      const currentUrl = new URL(this.redirectUri);
      currentUrl.search = new URL(request.originalUrl, currentUrl).search;
      // Checked before the provider's own answer, so an altered link says so whatever else it carries.
      if (currentUrl.searchParams.get('state') !== pending.state) {
        throw new GoogleSignInRefused('google_expired', 'the state does not match the sign-in under way');
      }
      if (currentUrl.searchParams.get('error') === 'access_denied') {
        throw new GoogleSignInRefused('google_cancelled', 'the user cancelled at the provider');
      }
      const openid = await loadOpenIdClient();
      const configuration = await this.discover(openid);
      // Checks state, exchanges the code with the PKCE verifier, verifies the ID token and its nonce.
      const tokens = await openid.authorizationCodeGrant(configuration, currentUrl, {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new GoogleSignInRefused('google_failed', 'no ID token');
      const { user, firstSignIn } = await this.accountFor(claims, pending.referralCode ?? null);
      await this.auth.completeSignIn(request, user, { firstSignIn });
      return pending.returnTo ?? GOOGLE_SIGNED_IN_REDIRECT;
    } catch (error) {
      this.logFailure('callback', error);
      // Nothing to keep in a session that is not signed in.
      if (!request.session.userId) {
        await destroySession(request);
      }
      return failedRedirect(error instanceof GoogleSignInRefused ? error.reason : 'google_failed', pending?.returnTo);
    }
  }

  /**
   * The account of the provider-verified address: a new one (no password), or the existing one, linked.
   * An existing unverified account loses its password: whoever chose it never proved the address. Only a new
   * account takes `referralCode`. `firstSignIn`: the account is new, or its address proven only now.
   */
  private async accountFor(
    claims: IDToken,
    referralCode: string | null,
  ): Promise<{ user: UserEntity; firstSignIn: boolean }> {
    if (claims.email_verified !== true || typeof claims.email !== 'string') {
      throw new GoogleSignInRefused('google_email_unverified', 'the provider did not vouch for the e-mail address');
    }
    const email = claims.email.trim().toLowerCase();
    if (!email || email.length > 320) throw new GoogleSignInRefused('google_failed', 'unusable e-mail address');
    const name = (claim: unknown) => (typeof claim === 'string' && claim.trim() ? claim.trim().slice(0, 100) : null);
    const firstName = name(claims.given_name);
    const lastName = name(claims.family_name);

    // Concurrent first sign-ins of one address: the unique e-mail index lets exactly one insert through.
    const created = await this.users.manager.transaction(async (manager) => {
      const inserted = await manager
        .createQueryBuilder()
        .insert()
        .into(UserEntity)
        .values({
          email,
          firstName,
          lastName,
          emailVerified: true,
          password: null,
          role: this.auth.roleFor(email),
          referredByCode: referralCode,
        })
        .orIgnore()
        .returning('id')
        .execute();
      const [row] = inserted.raw as { id: string }[];
      if (row) await this.events.publish(manager, AccountVerified, { userId: row.id, method: 'google' });
      return row !== undefined;
    });
    const user = await this.users.findOneByOrFail({ email });
    if (created) return { user, firstSignIn: true };

    if (user.isSuspended) throw new GoogleSignInRefused('account_suspended', 'the account is suspended');
    if (!user.emailVerified) {
      const link = { password: null, firstName: user.firstName ?? firstName, lastName: user.lastName ?? lastName };
      await this.users.manager.transaction((manager) => this.auth.verifyIn(manager, { id: user.id }, link, 'google'));
      Object.assign(user, link, { emailVerified: true });
      return { user, firstSignIn: true };
    }
    return { user, firstSignIn: false };
  }

  private discover(openid: OpenIdClient): Promise<Configuration> {
    const issuer = new URL(this.config.GOOGLE_ISSUER_URL);
    // Plain HTTP only for a local provider outside production (the tests start one).
    const insecure = issuer.protocol === 'http:' && this.config.NODE_ENV !== 'production';
    this.configuration ??= openid
      .discovery(issuer, this.config.GOOGLE_CLIENT_ID!, this.config.GOOGLE_CLIENT_SECRET, undefined, {
        execute: insecure ? [openid.allowInsecureRequests] : [],
        timeout: PROVIDER_TIMEOUT_SECONDS,
      })
      .catch((error: unknown) => {
        this.configuration = undefined;
        throw error;
      });
    return this.configuration;
  }

  /** Logs why a sign-in failed: error kind, code and message, never the account's data. */
  private logFailure(step: 'start' | 'callback', error: unknown) {
    const reason =
      error instanceof GoogleSignInRefused
        ? error.message
        : error instanceof Error
          ? [
              error.name,
              'code' in error && typeof error.code === 'string' ? error.code : undefined,
              'error' in error && typeof error.error === 'string' ? `(${error.error})` : undefined,
              `${error.message}`,
            ]
              .filter(Boolean)
              .join(' ')
          : 'unknown error';
    this.logger.warn(`Google sign-in failed at ${step}: ${reason}`);
  }
}
