import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { FindOptionsWhere, Repository } from 'typeorm';
import { MAX_INT_ID } from '../../common/id-param.pipe';
import { Page, PageQueryDto, toPage } from '../../common/pagination';
import { BlogPostDto, BlogPostSummaryDto } from './dto/blog.dto';
import { BlogPostEntity } from './entities/blog-post.entity';

@Injectable()
export class BlogService {
  constructor(@InjectRepository(BlogPostEntity) private readonly posts: Repository<BlogPostEntity>) {}

  /** Published articles, newest publication first (creation date, then id, break ties). */
  async listPublished(query: PageQueryDto): Promise<Page<BlogPostSummaryDto>> {
    const [rows, total] = await this.posts.findAndCount({
      where: { isPublished: true },
      order: { publishedAt: { direction: 'DESC', nulls: 'LAST' }, createdAt: 'DESC', id: 'DESC' },
      skip: query.skip,
      take: query.pageSize,
    });
    return toPage(rows.map(BlogPostSummaryDto.from), total, query);
  }

  /** How many articles are published (what the pages of /blog hold). */
  countPublished(): Promise<number> {
    return this.posts.countBy({ isPublished: true });
  }

  /** A published article by slug or, failing that, by id (docs/modules/content.md); drafts are not found. */
  async findPublished(slugOrId: string): Promise<BlogPostDto> {
    const post = await this.findPublishedEntity(slugOrId);
    if (!post) throw new NotFoundException('Article not found');
    return BlogPostDto.from(post);
  }

  /** The row behind findPublished, or null (also what the SEO head of /blog/{slugOrId} is built from). */
  async findPublishedEntity(slugOrId: string): Promise<BlogPostEntity | null> {
    const bySlug = await this.posts.findOneBy({ slug: slugOrId, isPublished: true });
    if (bySlug) return bySlug;
    const id = /^\d{1,10}$/.test(slugOrId) ? Number(slugOrId) : NaN;
    if (id >= 1 && id <= MAX_INT_ID) {
      const where: FindOptionsWhere<BlogPostEntity> = { id, isPublished: true };
      return this.posts.findOneBy(where);
    }
    return null;
  }

  /** Every published article's slug and last change, for the sitemap. */
  listPublishedForSitemap(): Promise<Pick<BlogPostEntity, 'slug' | 'updatedAt'>[]> {
    return this.posts.find({
      select: { slug: true, updatedAt: true },
      where: { isPublished: true },
      order: { publishedAt: { direction: 'DESC', nulls: 'LAST' }, id: 'DESC' },
    });
  }
}
