import { Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import type { AdminServiceDto } from '../../../../api/generated/model';
import { usePrivatePageTitle } from '../../../../lib/head';
import { ServiceDrawer } from './ServiceDrawer';
import { ServicesTable, useServicesCache } from './ServicesTable';

/** /admin1/services: the services of the public site, in display order; add, edit, reorder, show or hide. */
export function AdminServicesPage() {
  usePrivatePageTitle('Services · Back Office', 'Inspivision back office: services.');
  const [editing, setEditing] = useState<AdminServiceDto | 'new' | null>(null);
  const cache = useServicesCache();

  return (
    <>
      <Flex align="baseline" justify="space-between" wrap gap={8} style={{ marginBottom: 16 }}>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
          Services
        </Typography.Title>
        <Button type="primary" onClick={() => setEditing('new')}>
          New service
        </Button>
      </Flex>
      <Card>
        <ServicesTable onEdit={setEditing} />
      </Card>
      <ServiceDrawer
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={(service) => {
          cache.replace(service);
          void cache.invalidatePublic();
          setEditing(null);
        }}
      />
    </>
  );
}
