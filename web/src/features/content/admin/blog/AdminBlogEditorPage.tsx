import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { Alert, App, Button, Card, Col, Flex, Form, Input, Popconfirm, Row, Select, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import {
  getGetAdminBlogPostQueryKey,
  useCreateBlogPost,
  useDeleteBlogPost,
  useGetAdminBlogPost,
  usePublishBlogPost,
  useUnpublishBlogPost,
  useUpdateBlogPost,
} from '../../../../api/generated/admin-blog/admin-blog';
import type { AdminBlogPostDto } from '../../../../api/generated/model';
import { ApiError } from '../../../../api/http';
import { ADMIN_PATHS, adminBlogPostPath, BLOG_LIMITS, IMAGE_PATTERN, SLUG_PATTERN } from '../../../../constants/admin';
import { PATHS } from '../../../../constants/site';
import { usePrivatePageTitle } from '../../../../lib/head';
import { statusTag, useInvalidateBlog } from './AdminBlogPage';
import { serverMessage } from '../../../../components/admin/api-error';
import { BlogPostPreview } from './BlogPostPreview';
import { deriveSlug, EMPTY_BLOG_FORM, formValuesOf, requestBodyOf, type BlogFormValues } from './blog-editor';

const FIELD_NAMES = Object.keys(EMPTY_BLOG_FORM) as (keyof BlogFormValues)[];

/** /admin1/blog/new: a new article. */
export function AdminBlogEditorPage() {
  usePrivatePageTitle('New article · Back Office', 'Inspivision back office: write an article.');
  return <BlogEditor post={undefined} />;
}

/** /admin1/blog/:postId: loads the article, then its editor. */
export function AdminBlogPostRoute() {
  const { postId } = useParams({ from: '/admin1/_panel/blog/$postId' });
  const id = /^\d{1,10}$/.test(postId) ? Number(postId) : 0;
  const query = useGetAdminBlogPost(id, { query: { queryKey: getGetAdminBlogPostQueryKey(id), enabled: id > 0 } });
  // The saved title (a save updates it), so the window and the history name the article.
  usePrivatePageTitle(
    query.data ? `Edit article: ${query.data.title} · Back Office` : 'Edit article · Back Office',
    'Inspivision back office: edit an article.',
  );

  if (id <= 0 || (query.error instanceof ApiError && query.error.status === 404)) {
    return (
      <Alert
        type="warning"
        showIcon
        title="Article not found"
        description="It may have been deleted."
        action={<Link to={ADMIN_PATHS.blog}>Back to blog posts</Link>}
      />
    );
  }
  if (query.isError) {
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title="Could not load the article"
        description={serverMessage(query.error, 'Please try again.')}
        action={
          <Button size="small" onClick={() => void query.refetch()}>
            Retry
          </Button>
        }
      />
    );
  }
  if (!query.data) return <Skeleton active paragraph={{ rows: 10 }} aria-label="Loading the article" />;
  // A new key per article: the form starts from that article's values.
  return <BlogEditor key={query.data.id} post={query.data} />;
}

/**
 * The article form beside its live preview. The slug follows the title until staff edit it; the
 * server's field errors (a taken slug: 409) show on their fields.
 */
function BlogEditor({ post }: { post: AdminBlogPostDto | undefined }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const invalidateLists = useInvalidateBlog();
  const [form] = Form.useForm<BlogFormValues>();
  const initialValues = post ? formValuesOf(post) : EMPTY_BLOG_FORM;
  const values = { ...initialValues, ...Form.useWatch([], { form, preserve: true }) } as BlogFormValues;
  // A new article's slug follows its title; an existing one keeps its URL unless staff change it.
  const [slugFollowsTitle, setSlugFollowsTitle] = useState(!post);

  const create = useCreateBlogPost();
  const update = useUpdateBlogPost();
  const publish = usePublishBlogPost();
  const unpublish = useUnpublishBlogPost();
  const remove = useDeleteBlogPost();
  const [pending, setPending] = useState<'save' | 'publish' | 'unpublish' | null>(null);

  const afterChange = async (saved: AdminBlogPostDto) => {
    queryClient.setQueryData(getGetAdminBlogPostQueryKey(saved.id), saved);
    await invalidateLists();
  };

  /** Puts the server's complaints on their fields; true when it did (else a toast tells). */
  const showFieldErrors = (error: unknown): boolean => {
    if (!(error instanceof ApiError)) return false;
    if (error.status === 409) {
      form.setFields([{ name: 'slug', errors: [serverMessage(error, 'This slug is already used.')] }]);
      form.scrollToField('slug');
      return true;
    }
    const fields = error.fieldErrors.filter(({ field }) => (FIELD_NAMES as string[]).includes(field.split('.')[0]!));
    if (!fields.length) return false;
    form.setFields(
      fields.map(({ field, message: text }) => ({ name: field.split('.')[0] as keyof BlogFormValues, errors: [text] })),
    );
    form.scrollToField(fields[0]!.field.split('.')[0]!);
    return true;
  };

  const submit = async (action: 'save' | 'publish' | 'unpublish') => {
    let values: BlogFormValues;
    try {
      values = await form.validateFields();
    } catch {
      message.error('Please correct the highlighted fields.');
      return;
    }
    const body = requestBodyOf(values);
    setPending(action);
    try {
      if (!post) {
        const created = await create.mutateAsync({ data: { ...body, isPublished: action === 'publish' } });
        await afterChange(created);
        message.success(action === 'publish' ? 'Article published.' : 'Draft saved.');
        await navigate({ to: adminBlogPostPath(created.id), replace: true });
        return;
      }
      let saved = await update.mutateAsync({ id: post.id, data: body });
      if (action === 'publish') saved = await publish.mutateAsync({ id: post.id });
      if (action === 'unpublish') saved = await unpublish.mutateAsync({ id: post.id });
      form.setFieldsValue(formValuesOf(saved));
      await afterChange(saved);
      message.success(
        action === 'publish'
          ? 'Article published.'
          : action === 'unpublish'
            ? 'Article unpublished.'
            : 'Changes saved.',
      );
    } catch (error) {
      if (!showFieldErrors(error)) message.error(serverMessage(error, 'Could not save the article.'));
    } finally {
      setPending(null);
    }
  };

  const deletePost = async () => {
    if (!post) return;
    try {
      await remove.mutateAsync({ id: post.id });
      queryClient.removeQueries({ queryKey: getGetAdminBlogPostQueryKey(post.id) });
      await invalidateLists();
      message.success(`"${post.title}" is deleted.`);
      await navigate({ to: ADMIN_PATHS.blog });
    } catch (error) {
      message.error(serverMessage(error, 'Could not delete the article.'));
    }
  };

  const busy = pending !== null;
  return (
    <>
      <Flex align="center" justify="space-between" wrap gap={8} style={{ marginBottom: 16 }}>
        <div>
          <Link to={ADMIN_PATHS.blog}>← Blog posts</Link>
          <Typography.Title level={1} style={{ fontSize: 24, margin: '4px 0 0' }}>
            {post ? 'Edit article' : 'New article'} {post && statusTag(post.isPublished)}
          </Typography.Title>
        </div>
        <Flex wrap gap={8}>
          {post?.isPublished && (
            <Button href={`${PATHS.blog}/${post.slug}`} target="_blank" rel="noopener">
              View on site
            </Button>
          )}
          {post && (
            <Popconfirm
              title="Delete this article?"
              description="It is removed for good."
              okText="Delete"
              okButtonProps={{ danger: true }}
              cancelButtonProps={{ autoFocus: true }}
              onConfirm={deletePost}
            >
              <Button danger loading={remove.isPending}>
                Delete
              </Button>
            </Popconfirm>
          )}
          <Button onClick={() => void submit('save')} loading={pending === 'save'} disabled={busy}>
            {post ? 'Save changes' : 'Save draft'}
          </Button>
          {post?.isPublished ? (
            <Button onClick={() => void submit('unpublish')} loading={pending === 'unpublish'} disabled={busy}>
              Unpublish
            </Button>
          ) : (
            <Button
              type="primary"
              onClick={() => void submit('publish')}
              loading={pending === 'publish'}
              disabled={busy}
            >
              Publish
            </Button>
          )}
        </Flex>
      </Flex>
      <Row gutter={[24, 24]}>
        <Col xs={24} xl={12}>
          <Card>
            <Form<BlogFormValues>
              form={form}
              layout="vertical"
              initialValues={initialValues}
              requiredMark="optional"
              onValuesChange={(changed: Partial<BlogFormValues>, all: BlogFormValues) => {
                if (changed.slug !== undefined) {
                  // Cleared, or typed back to the title's form: the slug follows the title again.
                  setSlugFollowsTitle(!changed.slug || changed.slug === deriveSlug(all.title ?? ''));
                }
                if (changed.title !== undefined && slugFollowsTitle) {
                  form.setFields([{ name: 'slug', value: deriveSlug(changed.title), errors: [] }]);
                }
              }}
              onFinish={() => void submit('save')}
            >
              <Form.Item
                label="Title"
                name="title"
                rules={[
                  { required: true, whitespace: true, message: 'Please enter a title.' },
                  { max: BLOG_LIMITS.title },
                ]}
              >
                <Input maxLength={BLOG_LIMITS.title} />
              </Form.Item>
              <Form.Item
                label="Slug"
                name="slug"
                extra={`The article's address: ${PATHS.blog}/${values.slug || '…'}. Filled in from the title until you change it.`}
                rules={[
                  { max: BLOG_LIMITS.slug },
                  { pattern: SLUG_PATTERN, message: 'Use lower-case letters, digits and single hyphens only.' },
                ]}
              >
                <Input maxLength={BLOG_LIMITS.slug} spellCheck={false} />
              </Form.Item>
              <Form.Item
                label="Tags"
                name="tags"
                extra={`Up to ${BLOG_LIMITS.tags}; the first is the card's label. Press Enter or comma after each.`}
                rules={[
                  {
                    validator: (_rule, tags: string[] = []) =>
                      tags.some((tag) => tag.trim().length > BLOG_LIMITS.tag)
                        ? Promise.reject(new Error(`Each tag is at most ${BLOG_LIMITS.tag} characters.`))
                        : Promise.resolve(),
                  },
                ]}
              >
                <Select
                  mode="tags"
                  aria-label="Tags"
                  tokenSeparators={[',']}
                  maxCount={BLOG_LIMITS.tags}
                  open={false}
                  suffixIcon={null}
                  placeholder="e.g. Formation"
                />
              </Form.Item>
              <Form.Item
                label="Meta description"
                name="metaDescription"
                extra="What search engines show under the title."
                rules={[{ max: BLOG_LIMITS.metaDescription }]}
              >
                <Input.TextArea showCount maxLength={BLOG_LIMITS.metaDescription} autoSize={{ minRows: 2 }} />
              </Form.Item>
              <Form.Item
                label="Image"
                name="image"
                extra="A site path such as /images/blog/photo.jpg, or an https:// address on an allowed image host (IMAGE_HOSTS). Empty: a picture for the topic."
                rules={[
                  { max: BLOG_LIMITS.image },
                  { pattern: IMAGE_PATTERN, message: 'Use an http(s) address or a path starting with /.' },
                ]}
              >
                <Input maxLength={BLOG_LIMITS.image} spellCheck={false} />
              </Form.Item>
              <Form.Item
                label="Excerpt"
                name="excerpt"
                extra="The summary on the card and under the article's title."
                rules={[{ max: BLOG_LIMITS.excerpt }]}
              >
                <Input.TextArea showCount maxLength={BLOG_LIMITS.excerpt} autoSize={{ minRows: 2 }} />
              </Form.Item>
              <Form.Item
                label="Content"
                name="content"
                extra="Plain text. A blank line starts a paragraph; a short line in Title Case or starting with What/How/Why... is a heading; “1. Step” is a numbered subheading. Empty: a standard text for the topic."
                rules={[{ max: BLOG_LIMITS.content }]}
              >
                <Input.TextArea autoSize={{ minRows: 12, maxRows: 40 }} maxLength={BLOG_LIMITS.content} />
              </Form.Item>
            </Form>
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <div style={{ position: 'sticky', top: 80 }}>
            <BlogPostPreview values={values} id={post?.id} createdAt={post?.createdAt} updatedAt={post?.updatedAt} />
          </div>
        </Col>
      </Row>
    </>
  );
}
