import { Link } from '@tanstack/react-router';
import { Alert, Button, Card, Col, Row, Statistic, Typography } from 'antd';
import { useGetUserStats } from '../../api/generated/admin-users/admin-users';
import { ADMIN_PATHS } from '../../constants/admin';
import { usePrivatePageTitle } from '../../lib/head';
import { BlogIcon, ServicesIcon, UsersIcon } from './AdminIcons';
import { serverMessage } from './api-error';

/** /admin1: the account counts (GET /api/admin/users/stats) and the way to each tool. */
export function AdminDashboard() {
  usePrivatePageTitle('Dashboard · Back Office', 'Inspivision back office.');
  const stats = useGetUserStats();
  const loading = stats.isPending;

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
        Dashboard
      </Typography.Title>
      {stats.isError && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title="Could not load the counts"
          description={serverMessage(stats.error, 'Please try again.')}
          action={
            <Button size="small" onClick={() => stats.refetch()} loading={stats.isFetching}>
              Retry
            </Button>
          }
          style={{ marginBottom: 24 }}
        />
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} sm={12} xl={6}>
          <Card>
            <Statistic title="Users" value={stats.data?.users ?? '–'} loading={loading} />
          </Card>
        </Col>
        <Col xs={24} sm={12} xl={6}>
          <Card>
            <Statistic title="New sign-ups this week" value={stats.data?.newThisWeek ?? '–'} loading={loading} />
          </Card>
        </Col>
      </Row>
      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 32 }}>
        Manage
      </Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={12}>
          <Card
            title={
              <span>
                <UsersIcon /> Users
              </span>
            }
            extra={<Link to={ADMIN_PATHS.users}>Manage users</Link>}
          >
            Search accounts, filter by role or status, suspend or reinstate, export as CSV or Excel.
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card
            title={
              <span>
                <ServicesIcon /> Services
              </span>
            }
            extra={<Link to={ADMIN_PATHS.services}>Manage services</Link>}
          >
            Add, edit, reorder, show or hide the services of the public site.
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card
            title={
              <span>
                <BlogIcon /> Blog
              </span>
            }
            extra={<Link to={ADMIN_PATHS.blog}>Manage articles</Link>}
          >
            Write articles with a live preview, publish or unpublish them, tag them.
          </Card>
        </Col>
      </Row>
    </>
  );
}
