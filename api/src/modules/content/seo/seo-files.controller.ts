import { Controller, Get, Header } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '../../../common/access/access.decorators';
import { SeoService } from './seo.service';

export const SITEMAP_PATH = '/sitemap.xml';
export const ROBOTS_PATH = '/robots.txt';
/** Crawlers re-read these often enough; an edit shows within minutes even through shared caches. */
export const SEO_FILES_CACHE_CONTROL = 'public, max-age=300';

/** /sitemap.xml and /robots.txt at the site root (outside /api, see NON_API_ROUTES), not part of the API contract. */
@ApiExcludeController()
@Public()
@Controller()
export class SeoFilesController {
  constructor(private readonly seo: SeoService) {}

  @Get(SITEMAP_PATH)
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', SEO_FILES_CACHE_CONTROL)
  sitemap(): Promise<string> {
    return this.seo.sitemapXml();
  }

  @Get(ROBOTS_PATH)
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', SEO_FILES_CACHE_CONTROL)
  robots(): string {
    return this.seo.robotsTxt();
  }
}
