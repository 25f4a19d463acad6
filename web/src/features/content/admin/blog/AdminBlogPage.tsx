import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { App, Button, Flex, Popconfirm, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import {
  getListAdminBlogPostsQueryKey,
  useListAdminBlogPosts,
  usePublishBlogPost,
  useUnpublishBlogPost,
} from '../../../../api/generated/admin-blog/admin-blog';
import { getListBlogPostsQueryKey } from '../../../../api/generated/content/content';
import type { AdminBlogPostDto, ListAdminBlogPostsSortBy } from '../../../../api/generated/model';
import { ADMIN_PATHS, adminBlogPostPath } from '../../../../constants/admin';
import { actionsColumn, dateTimeCell, NoValue } from '../../../../components/admin-table/admin-columns';
import { AdminDataTable } from '../../../../components/admin-table/AdminDataTable';
import { AdminTableLayout } from '../../../../components/admin-table/AdminTableLayout';
import { serverMessage } from '../../../../components/admin/api-error';
import { blogPostsTable } from './blog-search';
import { BooleanFilterSelect, filterOptions } from '../../../../components/admin-table/FilterSelect';
import { useAdminTable } from '../../../../components/admin-table/useAdminTable';

const STATUS_OPTIONS = filterOptions('All statuses', { true: 'Published', false: 'Drafts' });

export const statusTag = (isPublished: boolean) =>
  isPublished ? <Tag color="green">Published</Tag> : <Tag color="default">Draft</Tag>;

/** After a change to articles: the admin lists and the public blog reload. */
export function useInvalidateBlog() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [getListAdminBlogPostsQueryKey()[0]] }),
      queryClient.invalidateQueries({ queryKey: [getListBlogPostsQueryKey()[0]] }),
    ]);
}

/**
 * /admin1/blog: every article, drafts too, paged, sorted and filtered by the server; the table's
 * state is the URL's search (blog-search.ts).
 */
export function AdminBlogPage() {
  const { search, update, sortable, layout, grid } = useAdminTable({
    meta: { title: 'Blog posts', description: 'Inspivision back office: blog posts.' },
    table: blogPostsTable,
    route: '/admin1/_panel/blog/',
    path: ADMIN_PATHS.blog,
    useList: useListAdminBlogPosts,
    queryKey: getListAdminBlogPostsQueryKey,
  });
  const navigate = useNavigate();

  const columns: ColumnsType<AdminBlogPostDto> = [
    { title: 'Status', dataIndex: 'isPublished', key: 'isPublished', render: statusTag },
    {
      title: 'Title',
      dataIndex: 'title',
      ...sortable('title'),
      render: (title: string, post) => (
        <Link to={adminBlogPostPath(post.id)} style={{ fontWeight: 500 }}>
          {title}
        </Link>
      ),
    },
    { title: 'Slug', dataIndex: 'slug', key: 'slug', render: (slug: string) => <code>{slug}</code> },
    {
      title: 'Tags',
      dataIndex: 'tags',
      key: 'tags',
      render: (tags: string[]) =>
        tags.length ? (
          <Flex wrap gap={4}>
            {tags.map((tag) => (
              <Tag key={tag}>{tag}</Tag>
            ))}
          </Flex>
        ) : (
          <NoValue />
        ),
    },
    {
      title: 'Published',
      dataIndex: 'publishedAt',
      ...sortable('publishedAt'),
      render: dateTimeCell,
    },
    {
      title: 'Updated',
      dataIndex: 'updatedAt',
      ...sortable('updatedAt'),
      render: dateTimeCell,
    },
    actionsColumn<AdminBlogPostDto>(grid.compact, (post) => <PublicationAction post={post} />),
  ];

  return (
    <AdminTableLayout
      {...layout}
      title="Blog posts"
      searchLabel="Search blog posts"
      searchPlaceholder="Search by title, slug or tag"
      errorTitle="Could not load the blog posts"
      filters={
        <BooleanFilterSelect
          label="Status"
          value={search.isPublished}
          options={STATUS_OPTIONS}
          onChange={(isPublished) => update({ isPublished })}
        />
      }
      actions={
        <Button type="primary" onClick={() => void navigate({ to: ADMIN_PATHS.blogNew })}>
          New article
        </Button>
      }
    >
      <AdminDataTable<AdminBlogPostDto, ListAdminBlogPostsSortBy>
        {...grid}
        columns={columns}
        noun={['article', 'articles']}
        emptyText="No articles yet."
      />
    </AdminTableLayout>
  );
}

/** Publish a draft, or take a published article off the site (after a confirmation). */
function PublicationAction({ post }: { post: AdminBlogPostDto }) {
  const { message } = App.useApp();
  const invalidate = useInvalidateBlog();
  const publish = usePublishBlogPost();
  const unpublish = useUnpublishBlogPost();
  const mutation = post.isPublished ? unpublish : publish;
  const verb = post.isPublished ? 'Unpublish' : 'Publish';

  const confirm = async () => {
    try {
      await mutation.mutateAsync({ id: post.id });
      message.success(post.isPublished ? `"${post.title}" is now a draft.` : `"${post.title}" is published.`);
      await invalidate();
    } catch (error) {
      message.error(serverMessage(error, `Could not ${verb.toLowerCase()} "${post.title}".`));
    }
  };

  return (
    <Popconfirm
      title={post.isPublished ? 'Take this article off the site?' : 'Publish this article?'}
      description={
        <div style={{ maxWidth: 280 }}>
          {post.isPublished
            ? 'It becomes a draft: visitors no longer see it on the blog.'
            : 'It appears on the blog at once.'}
        </div>
      }
      okText={verb}
      cancelText="Cancel"
      cancelButtonProps={{ autoFocus: true }}
      onConfirm={confirm}
    >
      <Button size="small" aria-label={`${verb} ${post.title}`} loading={mutation.isPending}>
        {verb}
      </Button>
    </Popconfirm>
  );
}
