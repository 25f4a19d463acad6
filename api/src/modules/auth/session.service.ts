import { Injectable, Logger } from '@nestjs/common';
import connectPgSimple from 'connect-pg-simple';
import type { Request, RequestHandler, Response } from 'express';
import session, { type SessionData } from 'express-session';
import type { Pool } from 'pg';
import { DataSource, EntityManager } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { hasCookie } from '../../common/has-cookie';
import { AppSecret } from '../../config/app-secret';
import { AppConfig } from '../../config/app.config';
import { SESSION_COOKIE, SIGNED_IN_HINT_COOKIE } from './auth.constants';
import { SessionEntity } from './entities/session.entity';
import { UserEntity } from './entities/user.entity';

declare module 'express-session' {
  interface SessionData {
    userId: string;
    /** When the user signed in (ms): the absolute timeout counts from here. */
    signedInAt: number;
    /** This sign-in completed the account's sign-up (CurrentUserDto.firstSignIn). */
    firstSignIn?: boolean;
    /**
     * Set instead of `userId` when a suspension ended the session (the account's id): while the account stays
     * suspended, signed-in operations answer it 403 ACCOUNT_SUSPENDED (not 401), so the browser can say why
     * it was signed out (AccessGuard).
     */
    suspendedUserId?: string;
    /** When this session passed a second factor (ms); unset until it does (SecondFactorService). */
    secondFactorPassedAt?: number;
    /** The account had a second factor at sign-in, so the session must pass it (staff must in any case). */
    secondFactorRequired?: boolean;
    /** A WebAuthn ceremony under way: its challenge answers one response, until `expiresAt` (ms). */
    webauthnChallenge?: { challenge: string; purpose: 'registration' | 'authentication'; expiresAt: number };
  }
}

type SessionCallback = (done: (error?: unknown) => void) => void;
const settle = (operation: SessionCallback) =>
  new Promise<void>((resolve, reject) => operation((error) => (error ? reject(error) : resolve())));

/** express-session's callback methods as promises. */
export const saveSession = (request: Request) => settle((done) => request.session.save(done));
export const destroySession = (request: Request) => settle((done) => request.session.destroy(done));
const regenerateSession = (request: Request) => settle((done) => request.session.regenerate(done));

/** Where the session cookie is read: the API, and the Google sign-in routes outside it. */
export const SESSION_PATHS = ['/api', '/auth/google'];

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a request needs its session loaded: it carries the session cookie, or it may start one (a write
 * such as a sign-in, or the Google sign-in routes, whose reads keep the sign-in's checks in a new session).
 * An anonymous read skips the session store and the id generation entirely (a crowd's page views).
 */
export function needsSession(request: Request): boolean {
  // Mounted on SESSION_PATHS: what is not the API is the Google sign-in.
  if (!READS.has(request.method) || !request.originalUrl.startsWith('/api/')) return true;
  return hasCookie(request.headers.cookie, SESSION_COOKIE);
}

/**
 * Server-side sessions in the `sessions` table (connect-pg-simple on TypeORM's own pool). Only a sign-in
 * writes a session, so anonymous requests store nothing. Each request pushes the idle timeout forward;
 * the absolute timeout counts from sign-in.
 */
@Injectable()
export class SessionService {
  /** express-session, run only where needsSession() says so. */
  readonly middleware: RequestHandler;
  private readonly logger = new Logger('Session');
  private warnedInsecureSignIn = false;

  constructor(
    private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    secret: AppSecret,
  ) {
    const PgStore = connectPgSimple(session);
    const loadSession = session({
      name: SESSION_COOKIE,
      secret: secret.value,
      store: new PgStore({
        pool: (dataSource.driver as PostgresDriver).master as Pool,
        tableName: 'sessions',
        // Expired rows are deleted by SessionCleanupTask, once across replicas.
        pruneSessionInterval: false,
      }),
      resave: false,
      saveUninitialized: false,
      rolling: true,
      cookie: {
        httpOnly: true,
        sameSite: 'lax',
        // A production https site: always Secure (express-session then sets it only on requests that came
        // over HTTPS, as told by TRUST_PROXY proxies). Elsewhere, Secure whenever the request was HTTPS.
        secure: config.requiresSecureCookies ? true : 'auto',
        path: '/',
        maxAge: config.SESSION_IDLE_MINUTES * 60_000,
      },
    });
    this.middleware = (request, response, next) =>
      needsSession(request) ? loadSession(request, response, next) : next();
  }

  /** Signs `user` in on a new session id, so an id planted before sign-in is worthless. */
  async signIn(request: Request, user: UserEntity, firstSignIn = false): Promise<void> {
    await regenerateSession(request);
    request.session.userId = user.id;
    request.session.signedInAt = Date.now();
    if (firstSignIn) request.session.firstSignIn = true;
    await saveSession(request);
    if (this.config.requiresSecureCookies && !request.secure && !this.warnedInsecureSignIn) {
      // express-session leaves out a Secure cookie on a request it does not see as HTTPS: say why.
      this.warnedInsecureSignIn = true;
      this.logger.warn(
        'A sign-in arrived over what looks like plain HTTP, so no session cookie was set: list the proxy in front ' +
          'in TRUST_PROXY and have it send X-Forwarded-Proto (SECURITY.md)',
      );
    }
    // Lives as long as a session can (the absolute timeout); a stale hint only costs one 401.
    request.res?.cookie(SIGNED_IN_HINT_COOKIE, '1', {
      sameSite: 'lax',
      secure: this.config.requiresSecureCookies || request.secure,
      path: '/',
      maxAge: this.config.SESSION_MAX_HOURS * 3_600_000,
    });
  }

  /**
   * The same sign-in on a new session id, with `changes` (e.g. its second factor passed): an id seen
   * before the change is worthless after it. What a ceremony under way kept in the session is dropped.
   */
  async renew(request: Request, changes: Partial<SessionData> = {}): Promise<void> {
    const { userId, signedInAt, firstSignIn, secondFactorRequired, secondFactorPassedAt } = request.session;
    await regenerateSession(request);
    Object.assign(request.session, {
      userId,
      signedInAt,
      firstSignIn,
      secondFactorRequired,
      secondFactorPassedAt,
      ...changes,
    });
    await saveSession(request);
  }

  /** Ends the session server-side (a replayed cookie then gets 401) and clears the cookie. */
  async signOut(request: Request, response: Response): Promise<void> {
    if (request.session) await destroySession(request);
    response.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax' });
    response.clearCookie(SIGNED_IN_HINT_COOKIE, { path: '/', sameSite: 'lax' });
  }

  /** Whether the session outlived the absolute timeout. */
  isExpired(request: Request): boolean {
    const signedInAt = request.session?.signedInAt ?? 0;
    return Date.now() - signedInAt > this.config.SESSION_MAX_HOURS * 3_600_000;
  }

  /**
   * Ends every session of a suspended user, in `manager`'s transaction: each keeps only its cookie and
   * `suspendedUserId`, so the browser learns why (AccessGuard); reinstating the account revives none.
   */
  async endSessionsBySuspension(manager: EntityManager, userId: string): Promise<void> {
    await manager
      .createQueryBuilder()
      .update(SessionEntity)
      .set({ sess: () => `json_build_object('cookie', sess->'cookie', 'suspendedUserId', sess->'userId')` })
      .where(`sess->>'userId' = :userId`, { userId })
      .execute();
  }

  /** Ends every session of a user but `exceptSessionId` (after a password change, a reset). */
  async endSessionsOf(userId: string, exceptSessionId?: string): Promise<void> {
    await this.dataSource
      .createQueryBuilder()
      .delete()
      .from(SessionEntity)
      .where(`sess->>'userId' = :userId`, { userId })
      .andWhere('sid <> :except', { except: exceptSessionId ?? '' })
      .execute();
  }
}
