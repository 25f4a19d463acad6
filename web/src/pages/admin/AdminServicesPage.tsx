import { Card, Typography } from 'antd';
import { usePrivatePageTitle } from '../../lib/head';
import { ServicesTable } from './ServicesTable';
import { useServicesPage } from './useServicesPage';

export function AdminServicesPage() {
  usePrivatePageTitle('Services · Back Office', 'Inspivision back office: services.');
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
