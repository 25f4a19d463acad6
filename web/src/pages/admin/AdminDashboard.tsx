import { Card, Col, Row, Statistic } from 'antd';
import { usePageMeta } from '../../lib/page-meta';
import { ServicesTable } from './ServicesTable';
import { useServicesPage } from './useServicesPage';

export function AdminDashboard() {
  usePageMeta({ title: 'Back Office', description: 'Inspivision back office.', noIndex: true });
  const query = useServicesPage();

  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} sm={12} lg={6}>
        <Card>
          <Statistic title="Services" value={query.data?.total ?? 0} loading={query.isPending} />
        </Card>
      </Col>
      <Col span={24}>
        <Card title="Services">
          <ServicesTable query={query} />
        </Card>
      </Col>
    </Row>
  );
}
