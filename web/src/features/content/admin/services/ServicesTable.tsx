import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Flex, Switch, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useRef } from 'react';
import {
  getListAdminServicesQueryKey,
  useListAdminServices,
  useMoveService,
  useUpdateService,
} from '../../../../api/generated/admin-services/admin-services';
import { getListServicesQueryKey } from '../../../../api/generated/content/content';
import type { AdminServiceDto, MoveDirection } from '../../../../api/generated/model';
import { serviceCategoryLabel } from '../../../../constants/services';
import { ellipsis } from '../../../../components/admin-table/admin-columns';
import { serverMessage } from '../../../../components/admin/api-error';

/** After a change to services: the public pages' cached list reloads too. */
export function useServicesCache() {
  const queryClient = useQueryClient();
  return {
    setList: (list: AdminServiceDto[]) => queryClient.setQueryData(getListAdminServicesQueryKey(), list),
    replace: (service: AdminServiceDto) =>
      queryClient.setQueryData<AdminServiceDto[]>(getListAdminServicesQueryKey(), (list) =>
        list?.some((row) => row.id === service.id)
          ? list.map((row) => (row.id === service.id ? service : row))
          : [...(list ?? []), service],
      ),
    invalidatePublic: () => queryClient.invalidateQueries({ queryKey: [getListServicesQueryKey()[0]] }),
  };
}

const moveButtonId = (id: number, direction: MoveDirection) => `service-move-${id}-${direction}`;

/** Every service, inactive ones too, in display order: move up/down, show/hide, edit. */
export function ServicesTable({ onEdit }: { onEdit: (service: AdminServiceDto) => void }) {
  const { message } = App.useApp();
  const list = useListAdminServices();
  const cache = useServicesCache();
  const move = useMoveService();
  const update = useUpdateService();
  const services = list.data ?? [];

  // The row's DOM moves, which drops focus: it is put back once the new order has rendered.
  const focusAfterMove = useRef<string | null>(null);
  useEffect(() => {
    if (!focusAfterMove.current) return;
    document.getElementById(focusAfterMove.current)?.focus();
    focusAfterMove.current = null;
  }, [list.data]);

  const moveService = async (service: AdminServiceDto, direction: MoveDirection) => {
    // One move at a time (the buttons stay enabled so a keyboard user's focus is not dropped).
    if (move.isPending) return;
    try {
      const ordered = await move.mutateAsync({ id: service.id, data: { direction } });
      // Keyboard users keep their place: focus follows the moved row (the other arrow at an end).
      const index = ordered.findIndex((row) => row.id === service.id);
      const atEnd = direction === 'up' ? index === 0 : index === ordered.length - 1;
      focusAfterMove.current = moveButtonId(service.id, atEnd ? (direction === 'up' ? 'down' : 'up') : direction);
      cache.setList(ordered);
      void cache.invalidatePublic();
    } catch (error) {
      message.error(serverMessage(error, `Could not move "${service.title}".`));
    }
  };

  const setActive = async (service: AdminServiceDto, isActive: boolean) => {
    try {
      cache.replace(await update.mutateAsync({ id: service.id, data: { isActive } }));
      void cache.invalidatePublic();
      message.success(isActive ? `"${service.title}" is shown on the site.` : `"${service.title}" is hidden.`);
    } catch (error) {
      message.error(serverMessage(error, `Could not change "${service.title}".`));
    }
  };

  const columns: ColumnsType<AdminServiceDto> = [
    {
      title: 'Order',
      key: 'order',
      width: 130,
      render: (_value, service, index) => (
        <Flex align="center" gap={4}>
          <span style={{ minWidth: 24 }}>{index + 1}</span>
          <Button
            id={moveButtonId(service.id, 'up')}
            size="small"
            aria-label={`Move ${service.title} up`}
            disabled={index === 0}
            onClick={() => void moveService(service, 'up')}
          >
            ↑
          </Button>
          <Button
            id={moveButtonId(service.id, 'down')}
            size="small"
            aria-label={`Move ${service.title} down`}
            disabled={index === services.length - 1}
            onClick={() => void moveService(service, 'down')}
          >
            ↓
          </Button>
        </Flex>
      ),
    },
    { title: 'Title', dataIndex: 'title', key: 'title' },
    {
      title: 'Category',
      dataIndex: 'category',
      key: 'category',
      render: (category: string) => <Tag color="geekblue">{serviceCategoryLabel(category)}</Tag>,
    },
    { title: 'Short description', dataIndex: 'shortDescription', key: 'shortDescription', render: ellipsis(320) },
    {
      title: 'Features',
      dataIndex: 'features',
      key: 'features',
      width: 90,
      render: (features: string[]) => features.length,
    },
    {
      title: 'On the site',
      dataIndex: 'isActive',
      key: 'isActive',
      render: (isActive: boolean, service) => (
        <Switch
          checked={isActive}
          aria-label={`Show ${service.title} on the site`}
          checkedChildren="Active"
          unCheckedChildren="Hidden"
          onChange={(checked) => void setActive(service, checked)}
        />
      ),
    },
    {
      title: 'Actions',
      key: 'actions',
      align: 'right',
      render: (_value, service) => (
        <Button size="small" aria-label={`Edit ${service.title}`} onClick={() => onEdit(service)}>
          Edit
        </Button>
      ),
    },
  ];

  if (list.isError && !list.data) {
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title="Could not load services"
        description={serverMessage(list.error, 'Please try again.')}
        action={<Button onClick={() => void list.refetch()}>Retry</Button>}
      />
    );
  }

  return (
    <Table<AdminServiceDto>
      rowKey="id"
      columns={columns}
      dataSource={services}
      loading={list.isPending}
      scroll={{ x: 'max-content' }}
      pagination={false}
      locale={{ emptyText: 'No services yet.' }}
    />
  );
}
