import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { Alert, App, Button, Card, Empty, Flex, Input, Result, Skeleton, Switch, Typography } from 'antd';
import { useId, useState } from 'react';
import {
  getGetAdminPageQueryKey,
  getListAdminPagesQueryKey,
  useGetAdminPage,
  useUpdatePage,
} from '../../../../api/generated/admin-content/admin-content';
import type { AdminPageDto } from '../../../../api/generated/model';
import { ApiError } from '../../../../api/http';
import { ADMIN_PATHS, PAGE_LIMITS } from '../../../../constants/admin';
import { usePrivatePageTitle } from '../../../../lib/head';
import { serverMessage } from '../../../../components/admin/api-error';
import { formatJson, parseJsonObject, textFields, withText } from './json-content';
import { JsonTextArea } from './JsonTextArea';
import { publicPath } from './AdminPagesPage';
import { PageSectionsEditor } from './PageSectionsEditor';

/** /admin1/pages/$slug: a page's SEO title and description, published flag, content, and sections. */
export function AdminPageEditPage() {
  const { slug } = useParams({ from: '/admin1/_panel/pages/$slug' });
  usePrivatePageTitle(`Page ${slug} · Back Office`, 'Inspivision back office: page.');
  const page = useGetAdminPage(slug);

  return (
    <>
      <Link to={ADMIN_PATHS.pages} preload={false}>
        ← All pages
      </Link>
      <Typography.Title level={1} style={{ fontSize: 24, marginTop: 8 }}>
        Page {publicPath(slug)}
      </Typography.Title>
      {page.data ? (
        <Flex vertical gap={16}>
          {/* Keyed by the saved version, so a save (or a reload) starts the form from what is stored. */}
          <PageForm key={page.data.updatedAt} page={page.data} />
          <PageSectionsEditor page={page.data} />
        </Flex>
      ) : page.isError ? (
        page.error instanceof ApiError && page.error.status === 404 ? (
          <Result status="404" title="No such page" extra={<Link to={ADMIN_PATHS.pages}>All pages</Link>} />
        ) : (
          <Alert
            type="error"
            showIcon
            role="alert"
            title="Could not load the page"
            description={serverMessage(page.error, 'Please try again.')}
            action={<Button onClick={() => void page.refetch()}>Retry</Button>}
          />
        )
      ) : (
        <Card>
          <Skeleton active paragraph={{ rows: 8 }} aria-label="Loading the page" />
        </Card>
      )}
    </>
  );
}

function PageForm({ page }: { page: AdminPageDto }) {
  const ids = useId();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const update = useUpdatePage();
  const [title, setTitle] = useState(page.title);
  const [metaDescription, setMetaDescription] = useState(page.metaDescription ?? '');
  const [isPublished, setIsPublished] = useState(page.isPublished);
  const [contentText, setContentText] = useState(formatJson(page.content));

  const content = parseJsonObject(contentText);
  const titleMissing = !title.trim();
  const canSave = content.ok && !titleMissing && !update.isPending;

  const save = async () => {
    if (!content.ok) return;
    try {
      const saved = await update.mutateAsync({
        slug: page.slug,
        data: { title, metaDescription: metaDescription.trim() || null, isPublished, content: content.value },
      });
      queryClient.setQueryData(getGetAdminPageQueryKey(page.slug), saved);
      await queryClient.invalidateQueries({ queryKey: getListAdminPagesQueryKey() });
      message.success('The page is saved. The site shows it now.');
    } catch (error) {
      message.error(serverMessage(error, 'Could not save the page.'));
    }
  };

  return (
    <Card title="Page">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (canSave) void save();
        }}
      >
        <Flex vertical gap={16}>
          <div>
            <label htmlFor={`${ids}-title`} style={{ display: 'block', marginBottom: 8 }}>
              Title (the browser tab and search result title)
            </label>
            <Input
              id={`${ids}-title`}
              value={title}
              onChange={(event) => setTitle(event.target.value)}
              maxLength={PAGE_LIMITS.title}
              showCount
              status={titleMissing ? 'error' : undefined}
              aria-invalid={titleMissing}
              aria-describedby={titleMissing ? `${ids}-title-error` : undefined}
            />
            {titleMissing && (
              <Typography.Text type="danger" role="alert" id={`${ids}-title-error`}>
                Please enter a title.
              </Typography.Text>
            )}
          </div>
          {/* Room for the character counter under the box. */}
          <div style={{ paddingBottom: 12 }}>
            <label htmlFor={`${ids}-meta`} style={{ display: 'block', marginBottom: 8 }}>
              Meta description (shown under the title in search results)
            </label>
            <Input.TextArea
              id={`${ids}-meta`}
              value={metaDescription}
              onChange={(event) => setMetaDescription(event.target.value)}
              maxLength={PAGE_LIMITS.metaDescription}
              showCount
              autoSize={{ minRows: 2, maxRows: 4 }}
            />
          </div>
          <Flex align="center" gap={8}>
            <Switch
              id={`${ids}-published`}
              checked={isPublished}
              onChange={setIsPublished}
              checkedChildren="Published"
              unCheckedChildren="Hidden"
            />
            <label htmlFor={`${ids}-published`}>Published (a hidden page answers “not found” on the site)</label>
          </Flex>
          {content.ok && <TextFields content={content.value} onChange={(next) => setContentText(formatJson(next))} />}
          <JsonTextArea label="Content (JSON)" value={contentText} onChange={setContentText} />
          <Flex gap={8} justify="end">
            <Button
              onClick={() => {
                setTitle(page.title);
                setMetaDescription(page.metaDescription ?? '');
                setIsPublished(page.isPublished);
                setContentText(formatJson(page.content));
              }}
            >
              Undo changes
            </Button>
            <Button type="primary" htmlType="submit" disabled={!canSave} loading={update.isPending}>
              Save page
            </Button>
          </Flex>
        </Flex>
      </form>
    </Card>
  );
}

/** The content's texts as plain fields (lists and deeper parts are edited in the JSON below). */
function TextFields({
  content,
  onChange,
}: {
  content: Record<string, unknown>;
  onChange: (content: Record<string, unknown>) => void;
}) {
  const ids = useId();
  const fields = textFields(content);
  if (fields.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No plain texts" />;
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <legend style={{ fontWeight: 600, marginBottom: 8 }}>Texts</legend>
      <Flex vertical gap={12}>
        {fields.map((field) => {
          const id = `${ids}-${field.path.join('-')}`;
          return (
            <div key={field.path.join('.')}>
              <label htmlFor={id} style={{ display: 'block', marginBottom: 4 }}>
                {field.label}
              </label>
              <Input.TextArea
                id={id}
                value={field.value}
                autoSize={{ minRows: 1, maxRows: 6 }}
                onChange={(event) => onChange(withText(content, field.path, event.target.value))}
              />
            </div>
          );
        })}
      </Flex>
    </fieldset>
  );
}
