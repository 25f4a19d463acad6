import { useNavigate, useSearch } from '@tanstack/react-router';
import { Alert, Button, Card, Col, Flex, Row, Statistic, Typography } from 'antd';
import { useGetUserStats } from '../../../api/generated/admin-users/admin-users';
import { serverMessage } from '../../../components/admin/api-error';
import { ADMIN_PATHS } from '../../../constants/admin';
import { usePrivatePageTitle } from '../../../lib/head';
import { businessDayKey } from '../../billing/billing-dates';
import { DashboardRangePicker } from './DashboardRangePicker';
import {
  FunnelWidget,
  LeadsPerWeekWidget,
  ReceivablesWidgets,
  ReferralsWidget,
  ResponseTimesWidget,
  RevenueWidget,
  TopRequestsWidget,
} from './DashboardWidgets';
import { resolveRange } from './dashboard-range';

/** The account counts (GET /api/admin/users/stats): two small figures beside the money owed. */
function UserCounts() {
  const stats = useGetUserStats();
  if (stats.isError) {
    return (
      <Col xs={24} xl={12}>
        <Alert
          type="error"
          showIcon
          role="alert"
          title="Could not load the counts"
          description={serverMessage(stats.error, 'Please try again.')}
          action={
            <Button size="small" onClick={() => void stats.refetch()} loading={stats.isFetching}>
              Retry
            </Button>
          }
        />
      </Col>
    );
  }
  return (
    <>
      <Col xs={24} sm={12} xl={6}>
        <Card style={{ height: '100%' }}>
          <Statistic title="Users" value={stats.data?.users ?? '–'} loading={stats.isPending} />
        </Card>
      </Col>
      <Col xs={24} sm={12} xl={6}>
        <Card style={{ height: '100%' }}>
          <Statistic title="New sign-ups this week" value={stats.data?.newThisWeek ?? '–'} loading={stats.isPending} />
        </Card>
      </Col>
    </>
  );
}

/**
 * /admin1: the business at a glance for a period kept in the URL (?from&to, New York days): leads, the
 * funnel, revenue, money owed, answer times against the site's promises, the most requested services and
 * budgets, referrals. Each figure links to the table that lists it (docs/modules/dashboard.md#screen).
 */
export function AdminDashboardPage() {
  usePrivatePageTitle('Dashboard · Back Office', 'Inspivision back office: leads, revenue and answer times.');
  // Validated by the route (dashboard-search.ts).
  const search = useSearch({ from: '/admin1/_panel/' });
  const navigate = useNavigate();
  const today = businessDayKey();
  const range = resolveRange(search, today);

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 24 }}>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
          Dashboard
        </Typography.Title>
        <DashboardRangePicker
          range={range}
          today={today}
          onChange={(next) => void navigate({ to: ADMIN_PATHS.dashboard, search: next })}
        />
      </Flex>
      <Row gutter={[16, 16]}>
        <ReceivablesWidgets />
        <UserCounts />
        <Col xs={24} xl={12}>
          <LeadsPerWeekWidget range={range} />
        </Col>
        <Col xs={24} xl={12}>
          <FunnelWidget range={range} />
        </Col>
        <Col xs={24} xl={12}>
          <RevenueWidget range={range} />
        </Col>
        <Col xs={24} xl={12}>
          <ReferralsWidget range={range} />
        </Col>
        <Col xs={24}>
          <ResponseTimesWidget range={range} />
        </Col>
        <Col xs={24}>
          <TopRequestsWidget range={range} />
        </Col>
      </Row>
    </>
  );
}
