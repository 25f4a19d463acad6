import { Injectable, Logger } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { withAdvisoryLock } from '../../database/advisory-lock';
import { SEED_BLOG_POSTS } from './seeds/blog.data';
import { SEED_PAGES } from './seeds/pages.data';
import { SEED_PORTFOLIO } from './seeds/portfolio.data';
import { SEED_SERVICES } from './seeds/services.data';
import { SEED_TESTIMONIALS } from './seeds/testimonials.data';
import { BlogPostEntity } from './entities/blog-post.entity';
import { PageEntity } from './entities/page.entity';
import { PortfolioItemEntity } from './entities/portfolio-item.entity';
import { ServiceEntity } from './entities/service.entity';
import { TestimonialEntity } from './entities/testimonial.entity';

export interface SeedReport {
  services: number;
  portfolio: number;
  testimonials: number;
  blog: number;
  pages: number;
}

/**
 * Writes the site's starting content. Idempotent: a row is added only when its natural key
 * (title, slug, author and company) is missing, and staff edits are never overwritten.
 */
@Injectable()
export class ContentSeeder {
  private readonly logger = new Logger('Seed');

  constructor(private readonly dataSource: DataSource) {}

  /** Seeds only a database that has no content yet (first start); deleted content stays deleted. */
  async seedIfEmpty(): Promise<SeedReport | undefined> {
    if ((await this.dataSource.getRepository(ServiceEntity).count()) > 0) return undefined;
    return this.seed();
  }

  async seed(): Promise<SeedReport | undefined> {
    const report = await withAdvisoryLock(this.dataSource, 'seed', { wait: true }, () =>
      this.dataSource.transaction(async (manager) => ({
        services: await this.seedServices(manager),
        portfolio: await this.seedPortfolio(manager),
        testimonials: await this.seedTestimonials(manager),
        blog: await this.seedBlog(manager),
        pages: await this.seedPages(manager),
      })),
    );
    this.logger.log(`Seeded ${JSON.stringify(report)}`);
    return report;
  }

  private async insertMissing<T extends object>(
    manager: EntityManager,
    entity: new () => T,
    rows: Partial<T>[],
    key: (row: Partial<T>) => string,
  ): Promise<number> {
    const repository = manager.getRepository(entity);
    const existing = new Set((await repository.find()).map((row) => key(row)));
    const missing = rows.filter((row) => !existing.has(key(row)));
    if (missing.length > 0) await repository.insert(missing as never[]);
    return missing.length;
  }

  private seedServices(manager: EntityManager) {
    const rows = SEED_SERVICES.map(({ slug: _slug, keywords = [], ...service }) => ({ ...service, keywords }));
    return this.insertMissing(manager, ServiceEntity, rows, (row) => row.title!);
  }

  private seedPortfolio(manager: EntityManager) {
    const rows = SEED_PORTFOLIO.map(({ slug: _slug, ...item }) => item);
    return this.insertMissing(manager, PortfolioItemEntity, rows, (row) => row.title!);
  }

  private seedTestimonials(manager: EntityManager) {
    return this.insertMissing(manager, TestimonialEntity, SEED_TESTIMONIALS, (row) => `${row.name}|${row.company}`);
  }

  private seedBlog(manager: EntityManager) {
    const rows = SEED_BLOG_POSTS.map(({ publishedAt, ...post }) => ({
      ...post,
      createdAt: new Date(publishedAt),
      publishedAt: post.isPublished ? new Date(publishedAt) : null,
    }));
    return this.insertMissing(manager, BlogPostEntity, rows, (row) => row.slug!);
  }

  private seedPages(manager: EntityManager) {
    const rows = SEED_PAGES.map((page) => ({ ...page, content: page.content as unknown as Record<string, unknown> }));
    return this.insertMissing(manager, PageEntity, rows, (row) => row.slug!);
  }
}
