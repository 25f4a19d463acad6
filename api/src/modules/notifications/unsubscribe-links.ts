import { Injectable } from '@nestjs/common';
import { AppSecret } from '../../config/app-secret';
import { AppConfig } from '../../config/app.config';
import { ONE_CLICK_UNSUBSCRIBE_PATH } from './notifications.constants';

const PURPOSE = 'unsubscribe';

/** Signed unsubscribe links of marketing e-mail: the page link and the RFC 8058 one-click link. */
@Injectable()
export class UnsubscribeLinks {
  constructor(
    private readonly config: AppConfig,
    private readonly secret: AppSecret,
  ) {}

  token(email: string): string {
    return this.secret.hash(PURPOSE, email.toLowerCase());
  }

  isValid(email: string, token: string): boolean {
    return this.secret.matches(PURPOSE, email.toLowerCase(), token);
  }

  /** The /unsubscribe page, e-mail prefilled. */
  pageUrl(email: string): string {
    return this.url('/unsubscribe', email);
  }

  /** What mail clients POST to for a one-click unsubscribe (List-Unsubscribe). */
  oneClickUrl(email: string): string {
    return this.url(ONE_CLICK_UNSUBSCRIBE_PATH, email);
  }

  private url(path: string, email: string): string {
    const url = new URL(path, this.config.PUBLIC_URL);
    url.searchParams.set('email', email.toLowerCase());
    url.searchParams.set('token', this.token(email));
    return url.toString();
  }
}
