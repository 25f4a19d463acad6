import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { AppConfig } from '../../../config/app.config';
import { BlogService } from '../blog.service';
import { ContentCache } from '../cache/content-cache';
import { BLOG_PAGE_SIZE } from '../content.constants';
import { PageEntity } from '../entities/page.entity';
import { ServiceEntity } from '../entities/service.entity';
import { SeoHeadDto } from './dto/seo-head.dto';
import { blogPosting, breadcrumbList, Crumb, faqEntries, faqPage, JsonLd, organization, serviceList } from './json-ld';
import {
  articleSlugOf,
  BLOG_PATH,
  blogListPageOf,
  INDEXED_ROUTES,
  IndexedRoute,
  matchesUnindexed,
  NOT_FOUND_TEXT,
  SITE_NAME,
  UNINDEXED_ROUTES,
} from './seo-routes';

const HOME: Crumb = { name: 'Home', path: '/' };
const BLOG_CRUMB: Crumb = { name: 'Blog', path: BLOG_PATH };
/** Paths crawlers must stay out of (robots.txt). */
export const DISALLOWED_PATHS = ['/portal', '/admin1', '/api', '/dashboard'] as const;

/** `/a/b/` → `/a/b`; the root stays `/`. */
export const normalizePath = (path: string) => path.replace(/\/+$/, '') || '/';

const decodeSegment = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[char]};`);

/**
 * The one source of every page's head (title, description, canonical URL, robots, JSON-LD), of the
 * sitemap and of robots.txt: the `pages` table for static pages, the article for /blog/{slugOrId},
 * fixed texts for routes without a row (seo-routes.ts). Answers are kept in the ContentCache, which
 * the content admin invalidates on every edit.
 */
@Injectable()
export class SeoService {
  private readonly origin: string;

  constructor(
    config: AppConfig,
    private readonly cache: ContentCache,
    private readonly blog: BlogService,
    @InjectRepository(PageEntity) private readonly pages: Repository<PageEntity>,
    @InjectRepository(ServiceEntity) private readonly services: Repository<ServiceEntity>,
  ) {
    this.origin = config.PUBLIC_URL.replace(/\/+$/, '');
  }

  /**
   * The head of a path of the site (status 404 with "Page Not Found" for anything unknown); `page`,
   * the page of the blog list (its `?page=`), is read on /blog only.
   */
  async head(rawPath: string, page?: unknown): Promise<SeoHeadDto> {
    const path = normalizePath(rawPath);
    const listPage = blogListPageOf(path, page);
    const key = listPage ? `${path}?page=${listPage}` : path;
    const { body } = await this.cache.getOrLoad(`seo:head ${key}`, () => this.computeHead(path, listPage));
    return body as SeoHeadDto;
  }

  async sitemapXml(): Promise<string> {
    const { body } = await this.cache.getOrLoad('seo:sitemap', () => this.computeSitemap());
    return body as string;
  }

  robotsTxt(): string {
    return [
      'User-agent: *',
      'Allow: /',
      ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${this.origin}/sitemap.xml`,
      '',
    ].join('\n');
  }

  private url(path: string): string {
    return path === '/' ? `${this.origin}/` : `${this.origin}${path}`;
  }

  private async computeHead(path: string, listPage: number | undefined): Promise<SeoHeadDto> {
    const indexed = INDEXED_ROUTES.find((route) => route.path === path);
    if (indexed) return this.staticHead(indexed, listPage);
    const slug = articleSlugOf(path);
    if (slug) return this.articleHead(decodeSegment(slug));
    const unindexed = UNINDEXED_ROUTES.find((route) => matchesUnindexed(route, path));
    if (unindexed) {
      const jsonLd = unindexed.isPublic ? [breadcrumbList(this.origin, [HOME, { name: unindexed.label, path }])] : [];
      return { status: 200, ...unindexed.text, canonicalUrl: null, robots: 'noindex', jsonLd };
    }
    return this.notFound();
  }

  private notFound(): SeoHeadDto {
    return { status: 404, ...NOT_FOUND_TEXT, canonicalUrl: null, robots: 'noindex', jsonLd: [] };
  }

  private async staticHead(route: IndexedRoute, listPage: number | undefined): Promise<SeoHeadDto> {
    // A page of the blog list past the last is not a page (crawlers are told so, not shown an empty list).
    if (listPage && listPage > Math.ceil((await this.blog.countPublished()) / BLOG_PAGE_SIZE)) return this.notFound();
    const page = route.pageSlug ? await this.pages.findOneBy({ slug: route.pageSlug, isPublished: true }) : null;
    const canonicalUrl = this.url(listPage ? `${route.path}?page=${listPage}` : route.path);
    const jsonLd: JsonLd[] = [];
    if (route.path === '/') {
      jsonLd.push(organization(this.origin));
      const faq = faqEntries(page?.content);
      if (faq.length) jsonLd.push(faqPage(faq));
    } else {
      if (route.path === '/services') {
        const services = await this.services.find({
          where: { isActive: true },
          order: { orderIndex: 'ASC', id: 'ASC' },
        });
        if (services.length) jsonLd.push(serviceList(this.origin, services));
      }
      jsonLd.push(breadcrumbList(this.origin, [HOME, { name: route.label, path: route.path }]));
    }
    return {
      status: 200,
      title: page?.title || route.fallback.title,
      description: page?.metaDescription || route.fallback.description,
      canonicalUrl,
      robots: 'index, follow',
      jsonLd,
    };
  }

  private async articleHead(slugOrId: string): Promise<SeoHeadDto> {
    const post = await this.blog.findPublishedEntity(slugOrId);
    if (!post) return this.notFound();
    // An article found by id still has one address: its slug.
    const path = `${BLOG_PATH}/${encodeURIComponent(post.slug)}`;
    const canonicalUrl = this.url(path);
    const description = post.metaDescription || post.excerpt || `${post.title}, from the ${SITE_NAME} blog.`;
    return {
      status: 200,
      title: `${post.title} | ${SITE_NAME}`,
      description,
      canonicalUrl,
      robots: 'index, follow',
      jsonLd: [
        blogPosting(this.origin, canonicalUrl, post, description),
        breadcrumbList(this.origin, [HOME, BLOG_CRUMB, { name: post.title, path }]),
      ],
    };
  }

  private async computeSitemap(): Promise<string> {
    const slugs = INDEXED_ROUTES.flatMap((route) => (route.pageSlug ? [route.pageSlug] : []));
    const pages = await this.pages.find({
      select: { slug: true, updatedAt: true },
      where: { slug: In(slugs), isPublished: true },
    });
    const pageUpdated = new Map(pages.map((page) => [page.slug, page.updatedAt]));
    const posts = await this.blog.listPublishedForSitemap();
    const entries = [
      ...INDEXED_ROUTES.map((route) => ({
        loc: this.url(route.path),
        lastmod: route.pageSlug ? pageUpdated.get(route.pageSlug) : undefined,
      })),
      ...posts.map((post) => ({
        loc: this.url(`${BLOG_PATH}/${encodeURIComponent(post.slug)}`),
        lastmod: post.updatedAt,
      })),
    ];
    const urls = entries.map(
      ({ loc, lastmod }) =>
        `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`,
    );
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls,
      '</urlset>',
      '',
    ].join('\n');
  }
}
