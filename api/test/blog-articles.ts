import { DataSource, Like } from 'typeorm';
import { BlogPostEntity } from '../src/modules/content/entities/blog-post.entity';

const SLUG_PREFIX = 'paging-article-';

/** Publishes `count` articles beside the seeded ones, to give the blog list more pages. */
export async function publishPagingArticles(dataSource: DataSource, count: number): Promise<void> {
  await dataSource.getRepository(BlogPostEntity).insert(
    Array.from({ length: count }, (_, index) => ({
      title: `Paging article ${index}`,
      slug: `${SLUG_PREFIX}${index}`,
      isPublished: true,
      publishedAt: new Date(Date.UTC(2020, 0, 1 + index)),
    })),
  );
}

/** Deletes the articles publishPagingArticles published. */
export async function deletePagingArticles(dataSource: DataSource): Promise<void> {
  await dataSource.getRepository(BlogPostEntity).delete({ slug: Like(`${SLUG_PREFIX}%`) });
}
