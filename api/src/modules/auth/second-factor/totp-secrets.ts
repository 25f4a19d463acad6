import { Injectable } from '@nestjs/common';
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { AppSecret } from '../../../config/app-secret';

const VERSION = 'v1';
const IV_BYTES = 12;

/**
 * Authenticator-app secrets at rest: AES-256-GCM with a key derived from APP_SECRET (HKDF-SHA256, its own
 * purpose), the account id as associated data, so a copied row neither reads nor moves to another account.
 * Stored as `v1.<iv>.<ciphertext>.<tag>` (base64url). A new APP_SECRET makes them unreadable: authenticator
 * apps are then enrolled again (SECURITY.md).
 */
@Injectable()
export class TotpSecrets {
  private readonly key: Buffer;

  constructor(secret: AppSecret) {
    this.key = Buffer.from(hkdfSync('sha256', secret.value, 'inspivision', 'totp-secret-encryption v1', 32));
  }

  seal(userId: string, plain: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv).setAAD(Buffer.from(userId));
    const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [VERSION, iv, ciphertext, cipher.getAuthTag()]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  /** The secret of `sealed`; throws when it was not sealed for `userId` with this APP_SECRET. */
  open(userId: string, sealed: string): string {
    const [version, iv, ciphertext, tag] = sealed.split('.');
    if (version !== VERSION || !iv || !ciphertext || !tag) throw new Error('Unreadable authenticator secret');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'))
      .setAAD(Buffer.from(userId))
      .setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  }
}
