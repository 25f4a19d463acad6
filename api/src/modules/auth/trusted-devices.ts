import { Injectable } from '@nestjs/common';
import { parse } from 'cookie';
import type { Request } from 'express';
import { AppSecret } from '../../config/app-secret';
import { AppConfig } from '../../config/app.config';
import { PayloadSigner } from '../../config/payload-signer';
import { TRUSTED_DEVICE_COOKIE } from './auth.constants';

/** How long a browser stays known after its last sign-in (Chrome keeps no cookie longer than 400 days). */
export const TRUSTED_DEVICE_DAYS = 180;
/** The accounts one browser remembers (a shared computer, staff with a customer account). */
const ACCOUNTS_PER_DEVICE = 5;
const DAY_MS = 86_400_000;

interface DevicePayload {
  /** Account ids, newest sign-in first. */
  a: string[];
  /** Until when (ms since the epoch). */
  x: number;
}

/**
 * Browsers that signed in to an account before, known by a signed cookie (nothing is stored). Such a
 * browser with the right password passes the account's sign-in back-off (SignInFailures), so strangers
 * guessing from many addresses slow themselves down, not the owner. It only skips that shared back-off:
 * the per-client limits still hold, and a wrong password from it still counts.
 */
@Injectable()
export class TrustedDevices {
  private readonly signer: PayloadSigner;

  constructor(
    secret: AppSecret,
    private readonly config: AppConfig,
  ) {
    this.signer = new PayloadSigner(secret, 'trusted-device');
  }

  /** Whether the browser of `request` signed in to `userId` within TRUSTED_DEVICE_DAYS. */
  isTrusted(request: Request, userId: string): boolean {
    return this.accounts(request).includes(userId);
  }

  /** Remembers that the browser of `request` signed in to `userId` (the cookie goes with the answer). */
  remember(request: Request, userId: string): void {
    const accounts = [userId, ...this.accounts(request).filter((id) => id !== userId)].slice(0, ACCOUNTS_PER_DEVICE);
    const payload: DevicePayload = { a: accounts, x: Date.now() + TRUSTED_DEVICE_DAYS * DAY_MS };
    request.res?.cookie(TRUSTED_DEVICE_COOKIE, this.signer.sign(payload), {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.config.requiresSecureCookies || request.secure,
      // Only the sign-in operations read it.
      path: '/api/auth',
      maxAge: TRUSTED_DEVICE_DAYS * DAY_MS,
    });
  }

  private accounts(request: Request): string[] {
    const token = request.headers.cookie ? parse(request.headers.cookie)[TRUSTED_DEVICE_COOKIE] : undefined;
    const payload = token ? this.signer.read(token) : null;
    if (!payload || typeof payload.x !== 'number' || payload.x < Date.now() || !Array.isArray(payload.a)) return [];
    return payload.a.filter((id): id is string => typeof id === 'string');
  }
}
