import { errorWithCode } from '../../../common/http-exception.filter';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AdminTable } from '../../../common/admin-table';
import { ExportColumn } from '../../../common/export-columns';
import { Page } from '../../../common/pagination';
import { isUniqueViolation } from '../../../database/errors';
import { ContentCache } from '../cache/content-cache';
import { BlogPostEntity } from '../entities/blog-post.entity';
import { slugify } from './content-fields';
import {
  AdminBlogPostDto,
  AdminBlogPostFilterDto,
  CreateBlogPostDto,
  ListAdminBlogPostsQueryDto,
  UpdateBlogPostDto,
} from './dto/blog-admin.dto';
import { ImageSources } from './image-sources';

/** What a title without any a-z or 0-9 (e.g. only emoji) becomes as a slug. */
const FALLBACK_SLUG = 'article';
/** Tries of "-2", "-3"... before a derived slug gives up with a 409. */
const DERIVED_SLUG_TRIES = 20;

const EXPORT_COLUMNS: ExportColumn<AdminBlogPostDto>[] = [
  { header: 'Title', value: (post) => post.title },
  { header: 'Slug', value: (post) => post.slug },
  { header: 'Published', value: (post) => post.isPublished },
  { header: 'Tags', value: (post) => post.tags.join('; ') },
  { header: 'Published at', value: (post) => post.publishedAt, type: 'instant' },
  { header: 'Created', value: (post) => post.createdAt, type: 'instant' },
  { header: 'Updated', value: (post) => post.updatedAt, type: 'instant' },
];

const duplicateSlug = (slug: string) =>
  new ConflictException(errorWithCode(`The slug "${slug}" is already used by another article`, 'SLUG_TAKEN'));

/**
 * Staff's blog: the table of every article (drafts too), and the writes. Each write empties the
 * public content cache after it is committed, so /api/blog and the article reflect it at once.
 */
@Injectable()
export class BlogAdminService {
  constructor(
    @InjectRepository(BlogPostEntity) private readonly posts: Repository<BlogPostEntity>,
    private readonly cache: ContentCache,
    private readonly imageSources: ImageSources,
  ) {}

  readonly table = new AdminTable<BlogPostEntity, AdminBlogPostDto, AdminBlogPostFilterDto>({
    query: (filter) => {
      const builder = this.posts.createQueryBuilder('post');
      if (filter.isPublished !== undefined) {
        builder.andWhere('post.isPublished = :isPublished', { isPublished: filter.isPublished });
      }
      return builder;
    },
    searchIn: ['post.title', 'post.slug', `array_to_string(post.tags, ' ')`],
    sortColumns: {
      updatedAt: 'post.updatedAt',
      createdAt: 'post.createdAt',
      publishedAt: 'post.publishedAt',
      title: 'post.title',
    },
    tieBreaker: 'post.id',
    toRow: AdminBlogPostDto.from,
    exportColumns: EXPORT_COLUMNS,
    exportName: 'blog-posts',
  });

  list(query: ListAdminBlogPostsQueryDto): Promise<Page<AdminBlogPostDto>> {
    return this.table.list(query);
  }

  async get(id: number): Promise<AdminBlogPostDto> {
    return AdminBlogPostDto.from(await this.find(id));
  }

  /** A new article (a draft unless `isPublished`), by `authorId`. */
  async create(input: CreateBlogPostDto, authorId: string): Promise<AdminBlogPostDto> {
    this.imageSources.check(input.image);
    const { slug, isPublished = false, ...fields } = input;
    const saved = await this.withSlug(slug, fields.title, (candidate) =>
      this.posts.save(
        this.posts.create({
          ...fields,
          slug: candidate,
          authorId,
          isPublished,
          publishedAt: isPublished ? new Date() : null,
        }),
      ),
    );
    await this.cache.invalidate();
    return AdminBlogPostDto.from(saved);
  }

  /** Changes the given fields; a blank slug is derived again from the (new) title. */
  async update(id: number, input: UpdateBlogPostDto): Promise<AdminBlogPostDto> {
    this.imageSources.check(input.image);
    const post = await this.find(id);
    const { slug, ...fields } = input;
    Object.assign(post, fields);
    const saved =
      slug === undefined
        ? await this.posts.save(post)
        : await this.withSlug(
            slug,
            post.title,
            (candidate) => {
              post.slug = candidate;
              return this.posts.save(post);
            },
            id,
          );
    await this.cache.invalidate();
    return AdminBlogPostDto.from(saved);
  }

  /** Makes the article public (its first publication date is kept when it was public before). */
  async setPublished(id: number, isPublished: boolean): Promise<AdminBlogPostDto> {
    const post = await this.find(id);
    post.isPublished = isPublished;
    if (isPublished && !post.publishedAt) post.publishedAt = new Date();
    const saved = await this.posts.save(post);
    await this.cache.invalidate();
    return AdminBlogPostDto.from(saved);
  }

  async remove(id: number): Promise<void> {
    const { affected } = await this.posts.delete({ id });
    if (!affected) throw new NotFoundException('Article not found');
    await this.cache.invalidate();
  }

  private async find(id: number): Promise<BlogPostEntity> {
    const post = await this.posts.findOneBy({ id });
    if (!post) throw new NotFoundException('Article not found');
    return post;
  }

  /**
   * Runs `write` with the article's slug. A slug staff typed must be free: the unique index decides
   * (so two saves racing for one slug give one success and one 409). A slug derived from the title
   * (none typed) takes the first free "-2", "-3"... suffix instead of failing.
   */
  private async withSlug<T>(
    typed: string | null | undefined,
    title: string,
    write: (slug: string) => Promise<T>,
    ownId?: number,
  ): Promise<T> {
    if (typed) {
      try {
        return await write(typed);
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicateSlug(typed);
        throw error;
      }
    }
    const base = slugify(title) || FALLBACK_SLUG;
    for (let attempt = 1; attempt <= DERIVED_SLUG_TRIES; attempt++) {
      const candidate = attempt === 1 ? base : `${base}-${attempt}`;
      const holder = await this.posts.findOne({ where: { slug: candidate }, select: { id: true } });
      if (holder && holder.id !== ownId) continue;
      try {
        return await write(candidate);
      } catch (error) {
        // Taken between the check and the write: try the next suffix.
        if (!isUniqueViolation(error)) throw error;
      }
    }
    throw duplicateSlug(base);
  }
}
