import { Injectable } from '@nestjs/common';
import { RequestValidationException } from '../../../common/validation';
import { AppConfig } from '../../../config/app.config';

/**
 * Where content images may come from: a path on the site, or an origin in IMAGE_HOSTS. The Content
 * Security Policy's img-src says the same (common/security-headers.ts), so an image staff save is one
 * browsers will show.
 */
@Injectable()
export class ImageSources {
  constructor(private readonly config: AppConfig) {}

  /** Refuses an image URL (already an http(s) URL or a site path, by ImageRef) from another host. */
  check(image: string | null | undefined): void {
    if (!image || image.startsWith('/')) return;
    if (this.config.imageHosts.includes(new URL(image).origin)) return;
    const hosts = this.config.imageHosts.join(', ') || 'none is set';
    throw new RequestValidationException([
      {
        field: 'image',
        message: `image must be a path on this site (/images/...) or on an IMAGE_HOSTS origin (${hosts})`,
      },
    ]);
  }
}
