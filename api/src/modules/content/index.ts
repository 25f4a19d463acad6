/** The content module's public API: all other modules may import of it (docs/modules/content.md). */
export { ContentCache } from './cache/content-cache';
export { ContentModule } from './content.module';
export { contentMetrics } from './content.metrics';
export { BlogPostEntity } from './entities/blog-post.entity';
export { PageEntity } from './entities/page.entity';
export { ServiceEntity } from './entities/service.entity';
export { ContentSeeder } from './content.seeder';
export { CONTACT_EMAIL } from './seo/json-ld';
export type { SeoHeadDto } from './seo/dto/seo-head.dto';
export { CONTENT_CACHE_TTL_MS, strongEtag } from './cache/content-cache';
export { contentCacheKey } from './cache/content-cache.interceptor';
export { ROBOTS_PATH, SITEMAP_PATH } from './seo/seo-files.controller';
export { SeoService } from './seo/seo.service';
export { SEED_BLOG_POSTS } from './seeds/blog.data';
export { SEED_PAGES } from './seeds/pages.data';
export { SEED_SERVICES } from './seeds/services.data';
