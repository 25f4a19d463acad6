import { keepPreviousData } from '@tanstack/react-query';
import { Alert, Button, Col, Flex, Row, Statistic, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState } from 'react';
import {
  getListDashboardLateResponsesQueryKey,
  useGetDashboardFunnel,
  useGetDashboardLeadsPerWeek,
  useGetDashboardReceivables,
  useGetDashboardReferrals,
  useGetDashboardResponseTimes,
  useGetDashboardRevenue,
  useGetDashboardTopRequests,
  useListDashboardLateResponses,
} from '../../../api/generated/admin-dashboard/admin-dashboard';
import type {
  DashboardFunnelDto,
  DashboardLateResponseDto,
  DashboardResponseShareDto,
} from '../../../api/generated/model';
import { serverMessage } from '../../../components/admin/api-error';
import { dateTimeCell, NoValue } from '../../../components/admin-table/admin-columns';
import { ADMIN_DEFAULT_PAGE_SIZE } from '../../../constants/admin';
import { formatMoney } from '../../billing/money';
import { ChartFrame, DashboardCard, TableLink } from './DashboardCard';
import type { ChartPoint } from './DashboardCharts';
import {
  consultationsHeldTable,
  lateLeadTarget,
  leadsTable,
  overdueInvoicesTable,
  paidInvoicesTable,
  proposalsTable,
  referralsTable,
  sentInvoicesTable,
  type DayRange,
  type LeadKind,
} from './dashboard-links';
import { formatWholeNumber as count } from '../../../lib/number-text';
import { formatDay, formatMonth } from './dashboard-range';

const PERCENT = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });
export const percent = (share: number) => PERCENT.format(share);

/** The kinds of lead, as the charts and links name them. */
const LEAD_KINDS: { kind: LeadKind; key: 'consultations' | 'serviceInquiries' | 'generalQuestions'; label: string }[] =
  [
    { kind: 'consultation', key: 'consultations', label: 'Consultations' },
    { kind: 'service_inquiry', key: 'serviceInquiries', label: 'Service inquiries' },
    { kind: 'general_question', key: 'generalQuestions', label: 'Questions' },
  ];

/** Leads per week, stacked by kind, with each kind's total linking to its table. */
export function LeadsPerWeekWidget({ range }: { range: DayRange }) {
  const query = useGetDashboardLeadsPerWeek(range);
  return (
    <DashboardCard
      title="Leads per week"
      query={query}
      isEmpty={(data) => data.weeks.every((week) => LEAD_KINDS.every(({ key }) => week[key] === 0))}
      emptyText="No leads in this period"
    >
      {(data) => {
        const points: ChartPoint[] = data.weeks.flatMap((week) =>
          LEAD_KINDS.map(({ key, label }) => ({
            x: `Week of ${formatDay(week.weekStart)}`,
            series: label,
            value: week[key],
          })),
        );
        return (
          <>
            <ChartFrame
              kind="leads"
              label="Leads per week by kind (stacked columns)"
              rowHeader="Week"
              columns={LEAD_KINDS.map(({ label }) => label)}
              data={points}
            />
            <Flex gap={24} wrap style={{ marginTop: 12 }}>
              {LEAD_KINDS.map(({ kind, key, label }) => {
                const total = data.weeks.reduce((sum, week) => sum + week[key], 0);
                return (
                  <TableLink
                    key={kind}
                    target={leadsTable(kind, range)}
                    label={`${label}: ${count(total)}, in the ${label.toLowerCase()} table`}
                  >
                    {label}: {count(total)}
                  </TableLink>
                );
              })}
            </Flex>
          </>
        );
      }}
    </DashboardCard>
  );
}

type FunnelKey = Exclude<keyof DashboardFunnelDto, 'from' | 'to'>;

/** The funnel: each step's count, its share of the step before, and the table listing it. */
export function FunnelWidget({ range }: { range: DayRange }) {
  const query = useGetDashboardFunnel(range);
  const steps: { key: FunnelKey; label: string; target?: ReturnType<typeof paidInvoicesTable> }[] = [
    { key: 'visits', label: 'Site visits' },
    // The leads of every kind: the leads chart links each kind's table.
    { key: 'leads', label: 'Leads' },
    { key: 'consultationsHeld', label: 'Consultations held', target: consultationsHeldTable(range) },
    { key: 'proposalsSent', label: 'Proposals sent', target: proposalsTable('sent', range) },
    { key: 'proposalsAccepted', label: 'Proposals accepted', target: proposalsTable('accepted', range) },
    { key: 'invoicesPaid', label: 'Invoices paid', target: paidInvoicesTable(range) },
  ];
  return (
    <DashboardCard
      title="Funnel"
      query={query}
      isEmpty={(data) => steps.every(({ key }) => data[key] === 0)}
      emptyText="No visits or leads in this period"
    >
      {(data) => (
        <>
          <ChartFrame
            kind="funnel"
            label="Funnel from site visits to invoices paid"
            rowHeader="Step"
            columns={['Count']}
            data={steps.map(({ label, key }) => ({ x: label, series: 'Count', value: data[key] }))}
          />
          <ol aria-label="Funnel steps" style={{ paddingLeft: 20, marginTop: 12, marginBottom: 0 }}>
            {steps.map(({ key, label, target }, index) => {
              const previous = index > 0 ? data[steps[index - 1]!.key] : undefined;
              const text = `${label}: ${count(data[key])}`;
              return (
                <li key={key}>
                  {target ? <TableLink target={target}>{text}</TableLink> : text}
                  {previous !== undefined ? (
                    <Typography.Text type="secondary">
                      {' '}
                      (
                      {previous > 0 ? `${percent(data[key] / previous)} of the step before` : 'none in the step before'}
                      )
                    </Typography.Text>
                  ) : null}
                </li>
              );
            })}
          </ol>
        </>
      )}
    </DashboardCard>
  );
}

/** Money received, refunded and net per month. */
export function RevenueWidget({ range }: { range: DayRange }) {
  const query = useGetDashboardRevenue(range);
  return (
    <DashboardCard
      title="Revenue per month"
      query={query}
      isEmpty={(data) => data.months.every((month) => month.grossCents === 0 && month.refundedCents === 0)}
      emptyText="No payments or refunds in this period"
    >
      {(data) => {
        const money = (cents: number) => formatMoney(cents, data.currency);
        const series = [
          ['Received', 'grossCents'],
          ['Refunded', 'refundedCents'],
          ['Net', 'netCents'],
        ] as const;
        const points: ChartPoint[] = data.months.flatMap((month) =>
          series.map(([label, key]) => ({ x: formatMonth(month.month), series: label, value: month[key] / 100 })),
        );
        const total = (key: (typeof series)[number][1]) => data.months.reduce((sum, month) => sum + month[key], 0);
        return (
          <>
            <ChartFrame
              kind="revenue"
              label="Money received, refunded and net per month"
              rowHeader="Month"
              columns={series.map(([label]) => label)}
              data={points}
              format={(dollars) => money(Math.round(dollars * 100))}
            />
            <Row gutter={[16, 8]} style={{ marginTop: 12 }}>
              {series.map(([label, key]) => (
                <Col key={key} xs={24} sm={8}>
                  <Statistic title={`${label} (whole months)`} value={money(total(key))} />
                </Col>
              ))}
            </Row>
            <TableLink target={paidInvoicesTable(range)}>Paid invoices created in this period</TableLink>
          </>
        );
      }}
    </DashboardCard>
  );
}

/** What clients owe now, and how much of it is overdue (no range: today's figures). */
export function ReceivablesWidgets() {
  const query = useGetDashboardReceivables();
  return (
    <>
      <Col xs={24} sm={12} xl={6}>
        <DashboardCard title="Outstanding" query={query}>
          {(data) => (
            <>
              <Statistic title="Owed on sent invoices, now" value={formatMoney(data.outstandingCents, data.currency)} />
              <TableLink target={sentInvoicesTable()}>
                {count(data.outstandingCount)} {data.outstandingCount === 1 ? 'invoice' : 'invoices'} unpaid
              </TableLink>
            </>
          )}
        </DashboardCard>
      </Col>
      <Col xs={24} sm={12} xl={6}>
        <DashboardCard title="Overdue" query={query}>
          {(data) => (
            <>
              <Statistic title="Past the due date, now" value={formatMoney(data.overdueCents, data.currency)} />
              <TableLink target={overdueInvoicesTable()}>
                {count(data.overdueCount)} {data.overdueCount === 1 ? 'invoice' : 'invoices'} overdue
              </TableLink>
            </>
          )}
        </DashboardCard>
      </Col>
    </>
  );
}

function ShareFigure({
  title,
  share,
  target,
}: {
  title: string;
  share: DashboardResponseShareDto;
  target: ReturnType<typeof leadsTable>;
}) {
  return (
    <Flex vertical gap={4}>
      <Statistic title={title} value={share.received === 0 ? '—' : percent(share.answeredOnTime / share.received)} />
      <TableLink target={target}>
        {share.received === 0
          ? 'None to count in this period'
          : `${count(share.answeredOnTime)} of ${count(share.received)} on time`}
      </TableLink>
    </Flex>
  );
}

const KIND_LABELS = { service_inquiry: 'Service inquiry', general_question: 'Question' } as const;

/** The late answers, a page at a time from the server; each opens in its table's drawer. */
function LateResponses({ range }: { range: DayRange }) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(ADMIN_DEFAULT_PAGE_SIZE);
  const params = { ...range, page, pageSize };
  const query = useListDashboardLateResponses(params, {
    query: { queryKey: getListDashboardLateResponsesQueryKey(params), placeholderData: keepPreviousData },
  });
  const columns: ColumnsType<DashboardLateResponseDto> = [
    { title: 'Received', dataIndex: 'receivedAt', render: dateTimeCell },
    {
      title: 'Kind',
      dataIndex: 'kind',
      render: (kind: DashboardLateResponseDto['kind']) => <Tag>{KIND_LABELS[kind]}</Tag>,
    },
    {
      title: 'Name',
      dataIndex: 'name',
      render: (name: string, row) => (
        <TableLink
          target={lateLeadTarget(row.kind, row.id)}
          label={`Open the ${KIND_LABELS[row.kind].toLowerCase()} from ${name}`}
        >
          {name}
        </TableLink>
      ),
    },
    {
      title: 'Answered after',
      dataIndex: 'minutesToAnswer',
      render: (minutes: number | null) =>
        minutes === null ? (
          <Typography.Text type="danger">Not answered</Typography.Text>
        ) : (
          `${(Math.round(minutes / 6) / 10).toLocaleString('en-US')} h`
        ),
    },
  ];
  if (query.isError) {
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title="Could not load the late answers"
        description={serverMessage(query.error, 'Please try again.')}
        action={
          <Button size="small" onClick={() => void query.refetch()} loading={query.isFetching}>
            Retry
          </Button>
        }
      />
    );
  }
  return (
    <Table<DashboardLateResponseDto>
      size="small"
      rowKey="id"
      columns={columns}
      dataSource={query.data?.items}
      loading={query.isFetching}
      // Rows may scroll sideways on a phone; an empty table does not, so it is no scrolling region that
      // keyboard users could not reach (axe's scrollable-region-focusable).
      scroll={query.data?.items.length ? { x: 'max-content' } : undefined}
      locale={{ emptyText: query.isPending ? <NoValue>Loading…</NoValue> : 'None late in this period' }}
      title={() => <h3 style={{ fontSize: 14, margin: 0 }}>Answered late or not yet</h3>}
      pagination={{
        current: page,
        pageSize,
        total: query.data?.total ?? 0,
        showSizeChanger: true,
        hideOnSinglePage: false,
        onChange: (next, size) => {
          setPage(size === pageSize ? next : 1);
          setPageSize(size);
        },
      }}
    />
  );
}

/** The site's promises: service inquiries answered within 2 hours, quick questions within 24; the late ones listed. */
export function ResponseTimesWidget({ range }: { range: DayRange }) {
  const query = useGetDashboardResponseTimes(range);
  return (
    <DashboardCard title="Answer times" query={query}>
      {(data) => (
        <>
          <Row gutter={[16, 16]}>
            <Col xs={24} sm={12}>
              <ShareFigure
                title={`Service inquiries answered within ${data.inquiries.targetHours} hours`}
                share={data.inquiries}
                target={leadsTable('service_inquiry', range)}
              />
            </Col>
            <Col xs={24} sm={12}>
              <ShareFigure
                title={`Questions answered within ${data.questions.targetHours} hours`}
                share={data.questions}
                target={leadsTable('general_question', range)}
              />
            </Col>
          </Row>
          {/* A new range starts at the first page. */}
          <div style={{ marginTop: 16 }}>
            <LateResponses key={`${range.from}/${range.to}`} range={range} />
          </div>
        </>
      )}
    </DashboardCard>
  );
}

interface Requested {
  name: string;
  count: number;
}

/** A ranking (services or budgets) as a small table, each name linking to the two lead tables it comes from. */
function RequestTable({
  caption,
  rows,
  filter,
  range,
}: {
  caption: string;
  rows: Requested[];
  filter: 'service' | 'budget';
  range: DayRange;
}) {
  const columns: ColumnsType<Requested> = [
    { title: caption, dataIndex: 'name' },
    { title: 'Leads', dataIndex: 'count', align: 'right', render: count },
    {
      title: 'Show',
      key: 'links',
      render: (_value, row) => (
        <Flex gap={12} wrap>
          <TableLink
            target={leadsTable('consultation', range, { [filter]: row.name })}
            label={`Consultations for ${row.name}`}
          >
            Consultations
          </TableLink>
          <TableLink
            target={leadsTable('service_inquiry', range, { [filter]: row.name })}
            label={`Service inquiries for ${row.name}`}
          >
            Inquiries
          </TableLink>
        </Flex>
      ),
    },
  ];
  return (
    <Table<Requested>
      size="small"
      rowKey="name"
      columns={columns}
      dataSource={rows}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: 'None in this period' }}
    />
  );
}

/** The services and budgets asked for most (consultations and service inquiries). */
export function TopRequestsWidget({ range }: { range: DayRange }) {
  const query = useGetDashboardTopRequests(range);
  return (
    <DashboardCard
      title="Most requested"
      query={query}
      isEmpty={(data) => data.services.length === 0 && data.budgets.length === 0}
      emptyText="No requests in this period"
    >
      {(data) => (
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={12}>
            <RequestTable
              caption="Service"
              filter="service"
              range={range}
              rows={data.services.map(({ service, count: leads }) => ({ name: service, count: leads }))}
            />
          </Col>
          <Col xs={24} lg={12}>
            <RequestTable
              caption="Budget"
              filter="budget"
              range={range}
              rows={data.budgets.map(({ budget, count: leads }) => ({ name: budget, count: leads }))}
            />
          </Col>
        </Row>
      )}
    </DashboardCard>
  );
}

/** The referral programme's figures, leading to the referrals table. */
export function ReferralsWidget({ range }: { range: DayRange }) {
  const query = useGetDashboardReferrals(range);
  return (
    <DashboardCard
      title="Referrals"
      query={query}
      extra={<TableLink target={referralsTable()}>All referrals</TableLink>}
    >
      {(data) => (
        <Row gutter={[16, 16]}>
          {(
            [
              ['Link visits', count(data.visits)],
              ['Sign-ups', count(data.signUps)],
              ['Conversions', count(data.conversions)],
              ['Reversed', count(data.reversed)],
              ['Rejected', count(data.rejected)],
              ['Credit granted', formatMoney(data.creditsGrantedCents, 'USD')],
            ] as const
          ).map(([title, value]) => (
            <Col key={title} xs={12} md={8}>
              <Statistic title={title} value={value} />
            </Col>
          ))}
        </Row>
      )}
    </DashboardCard>
  );
}
