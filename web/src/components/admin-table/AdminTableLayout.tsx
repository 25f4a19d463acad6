import { Alert, Button, Card, Flex, Grid, Input, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { ExportFormat } from '../../api/generated/model';
import { ADMIN_SEARCH_MAX_LENGTH } from '../../constants/admin';
import { DownloadIcon } from '../admin/AdminIcons';
import { serverMessage } from '../admin/api-error';

export interface AdminTableLayoutProps {
  title: string;
  total: number | undefined;
  /** The filtered rows' download in each format. */
  exportHrefs: Record<ExportFormat, string>;
  /** Page actions shown beside the exports (e.g. "Add", a dialog's button). */
  actions?: ReactNode;
  /** The search box's accessible name and placeholder. */
  searchLabel: string;
  searchPlaceholder: string;
  text: string;
  onTextChange: (text: string) => void;
  /** Enter in the box, or its clear button: search now, without waiting. */
  onSearchNow: (text: string) => void;
  /** The filter controls beside the search box. */
  filters?: ReactNode;
  filtered: boolean;
  onClearFilters: () => void;
  error: unknown;
  errorTitle: string;
  onRetry: () => void;
  children: ReactNode;
}

/** Width of a filter select: side by side on a phone too (two per row). */
export function useFilterWidth(): number | string {
  const screens = Grid.useBreakpoint();
  return screens.sm ? 190 : 'calc(50% - 6px)';
}

/**
 * The frame of an admin table page: the title with the total, "Export CSV" and "Export Excel" (the
 * filtered rows), the search box and filters, the load error with a retry, then the table.
 */
export function AdminTableLayout({
  title,
  total,
  exportHrefs,
  actions,
  searchLabel,
  searchPlaceholder,
  text,
  onTextChange,
  onSearchNow,
  filters,
  filtered,
  onClearFilters,
  error,
  errorTitle,
  onRetry,
  children,
}: AdminTableLayoutProps) {
  const screens = Grid.useBreakpoint();
  return (
    <>
      <Flex align="baseline" justify="space-between" wrap gap={8} style={{ marginBottom: 16 }}>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
          {title}
          {total !== undefined && (
            <Typography.Text type="secondary" style={{ fontSize: 16, fontWeight: 400, marginLeft: 8 }}>
              ({total})
            </Typography.Text>
          )}
        </Typography.Title>
        <Flex wrap gap={8}>
          {actions}
          <Button href={exportHrefs.csv} icon={<DownloadIcon />} disabled={total === 0}>
            Export CSV
          </Button>
          <Button href={exportHrefs.xlsx} icon={<DownloadIcon />} disabled={total === 0}>
            Export Excel
          </Button>
        </Flex>
      </Flex>
      <Card styles={{ body: { padding: screens.md ? 24 : 12 } }}>
        <Flex role="search" aria-label={`Filter ${title.toLowerCase()}`} wrap gap={12} style={{ marginBottom: 16 }}>
          <Input.Search
            aria-label={searchLabel}
            placeholder={searchPlaceholder}
            allowClear
            value={text}
            maxLength={ADMIN_SEARCH_MAX_LENGTH}
            onChange={(event) => onTextChange(event.target.value)}
            onSearch={onSearchNow}
            style={{ width: screens.sm ? 300 : '100%' }}
          />
          {filters}
          {filtered && (
            <Button type="link" onClick={onClearFilters} style={{ paddingInline: 4 }}>
              Clear filters
            </Button>
          )}
        </Flex>
        {error ? (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={errorTitle}
            description={serverMessage(error, 'Please try again.')}
            action={
              <Button size="small" onClick={onRetry}>
                Retry
              </Button>
            }
            style={{ marginBottom: 16 }}
          />
        ) : null}
        {children}
      </Card>
    </>
  );
}
