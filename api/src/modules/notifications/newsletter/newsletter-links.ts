import { BadRequestException, GoneException, Injectable } from '@nestjs/common';
import { errorWithCode } from '../../../common/http-exception.filter';
import { AppSecret } from '../../../config/app-secret';
import { AppConfig } from '../../../config/app.config';
import { PayloadSigner } from '../../../config/payload-signer';

/** The web page that posts a confirmation link's token and shows the outcome. */
export const CONFIRM_PAGE_PATH = '/newsletter/confirm';
/** How long the link of a confirmation e-mail works. */
export const CONFIRMATION_LINK_DAYS = 7;

const PURPOSE = 'newsletter-confirm';
const EMAIL = /^[^\s@]+@[^\s@]+$/;

/**
 * The signed link of a newsletter confirmation e-mail: it names the address and when it stops working,
 * so clicking it proves the mailbox asked for the newsletter. Nothing is stored until it is used.
 */
@Injectable()
export class NewsletterLinks {
  private readonly signer: PayloadSigner;

  constructor(
    private readonly config: AppConfig,
    secret: AppSecret,
  ) {
    this.signer = new PayloadSigner(secret, PURPOSE);
  }

  token(email: string, now: Date): string {
    const expires = now.getTime() + CONFIRMATION_LINK_DAYS * 86_400_000;
    return this.signer.sign({ sub: email.toLowerCase(), exp: Math.floor(expires / 1000) });
  }

  /** The address of a genuine link: 400 for a malformed or forged one, 410 once it has expired. */
  verify(token: string, now: Date): string {
    const payload = this.signer.read(token);
    const email = payload?.sub;
    if (typeof email !== 'string' || !EMAIL.test(email) || !Number.isInteger(payload?.exp)) {
      throw new BadRequestException(errorWithCode('This confirmation link is invalid.', 'NEWSLETTER_LINK_INVALID'));
    }
    if (now.getTime() / 1000 >= (payload!.exp as number)) {
      throw new GoneException(
        errorWithCode(
          'This confirmation link has expired. Subscribe again to get a new one.',
          'NEWSLETTER_LINK_EXPIRED',
        ),
      );
    }
    return email;
  }

  confirmUrl(email: string, now: Date): string {
    const url = new URL(CONFIRM_PAGE_PATH, this.config.PUBLIC_URL);
    url.searchParams.set('token', this.token(email, now));
    return url.toString();
  }
}
