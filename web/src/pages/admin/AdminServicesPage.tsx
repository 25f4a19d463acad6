import { Card, Typography } from 'antd';
import { usePageMeta } from '../../lib/page-meta';
import { ServicesTable } from './ServicesTable';
import { useServicesPage } from './useServicesPage';

export function AdminServicesPage() {
  usePageMeta({ title: 'Services · Back Office', description: 'Inspivision back office: services.', noIndex: true });
  const query = useServicesPage();

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
        Services
      </Typography.Title>
      <Card>
        <ServicesTable query={query} />
      </Card>
    </>
  );
}
