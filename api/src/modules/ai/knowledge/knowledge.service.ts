import { Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { BlogPostEntity, ContentCache, PageEntity, ServiceEntity } from '../../content';
import { Knowledge, SiteContent } from './knowledge';

/**
 * A snapshot older than this is rebuilt in the background even without a change signal: a replica that
 * missed one (Redis briefly down) still converges.
 */
export const KNOWLEDGE_MAX_AGE_MS = 5 * 60_000;

/** Articles indexed at most (newest first): bounds the index's memory and build time. */
const MAX_ARTICLES = 200;

interface Snapshot {
  knowledge: Knowledge;
  /** The content generation it was built from. */
  generation: number;
  builtAt: number;
}

/**
 * The assistant's knowledge, built from the database on first use and rebuilt when staff change content: the
 * content cache's invalidation (every staff edit, on every replica through Redis pub/sub) marks it stale, and
 * the next question waits for the rebuild, so an edit shows in the very next answer.
 */
@Injectable()
export class KnowledgeService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(KnowledgeService.name);
  private snapshot: Snapshot | null = null;
  private generation = 0;
  private building: { generation: number; promise: Promise<Knowledge> } | null = null;
  private stopListening: () => void = () => undefined;

  constructor(
    @InjectRepository(ServiceEntity) private readonly services: Repository<ServiceEntity>,
    @InjectRepository(PageEntity) private readonly pages: Repository<PageEntity>,
    @InjectRepository(BlogPostEntity) private readonly articles: Repository<BlogPostEntity>,
    private readonly contentCache: ContentCache,
  ) {}

  onModuleInit(): void {
    this.stopListening = this.contentCache.onInvalidate(() => this.generation++);
  }

  onModuleDestroy(): void {
    this.stopListening();
  }

  /** The knowledge as of the latest content change. */
  async current(): Promise<Knowledge> {
    const snapshot = this.snapshot;
    if (!snapshot || snapshot.generation !== this.generation) return this.rebuild();
    if (Date.now() - snapshot.builtAt > KNOWLEDGE_MAX_AGE_MS) void this.rebuild().catch(() => undefined);
    return snapshot.knowledge;
  }

  /** One build at a time per generation; a failed build keeps serving the last good snapshot. */
  private rebuild(): Promise<Knowledge> {
    const generation = this.generation;
    if (this.building?.generation === generation) return this.building.promise;
    const promise = this.load()
      .then((content) => {
        const knowledge = Knowledge.fromContent(content);
        this.snapshot = { knowledge, generation, builtAt: Date.now() };
        return knowledge;
      })
      .catch((error: Error) => {
        if (!this.snapshot) throw error;
        this.logger.warn(`Assistant knowledge not rebuilt, the previous one is kept: ${error.message}`);
        return this.snapshot.knowledge;
      })
      .finally(() => {
        if (this.building?.promise === promise) this.building = null;
      });
    this.building = { generation, promise };
    return promise;
  }

  private async load(): Promise<SiteContent> {
    const [services, pages, articles] = await Promise.all([
      this.services.find({ where: { isActive: true }, order: { orderIndex: 'ASC', id: 'ASC' } }),
      this.pages.find({ where: { isPublished: true }, relations: { sections: true } }),
      this.articles.find({
        select: { title: true, slug: true, excerpt: true, content: true },
        where: { isPublished: true },
        order: { publishedAt: { direction: 'DESC', nulls: 'LAST' }, id: 'DESC' },
        take: MAX_ARTICLES,
      }),
    ]);
    return {
      services,
      pages: pages.map((page) => ({
        slug: page.slug,
        contents: [
          page.content,
          ...(page.sections ?? [])
            .filter((section) => section.isActive)
            .sort((a, b) => a.orderIndex - b.orderIndex)
            .map((section) => section.content),
        ],
      })),
      articles,
    };
  }
}
