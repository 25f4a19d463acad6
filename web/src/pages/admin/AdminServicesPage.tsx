import { Card } from 'antd';
import { usePageMeta } from '../../lib/page-meta';
import { ServicesTable } from './ServicesTable';
import { useServicesPage } from './useServicesPage';

export function AdminServicesPage() {
  usePageMeta({ title: 'Services · Back Office', description: 'Inspivision back office: services.', noIndex: true });
  const query = useServicesPage();

  return (
    <Card title="Services">
      <ServicesTable query={query} />
    </Card>
  );
}
