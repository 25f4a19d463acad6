import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Drawer, Empty, Flex, Skeleton, Table, Tag, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { useGetAdminReferral } from '../../../api/generated/admin-referrals/admin-referrals';
import type {
  AdminReferralConversionDto,
  AdminReferralDetailDto,
  AdminReferralDto,
  ReferralEventDto,
} from '../../../api/generated/model';
import { serverMessage } from '../../../components/admin/api-error';
import { DrawerSection } from '../../../components/admin/DrawerSection';
import { NoValue } from '../../../components/admin-table/admin-columns';
import { DateTime } from '../../../components/admin-table/AdminDataTable';
import { formatCents } from '../../billing/money';
import { AdjustCreditDialog, CodeStatusDialog } from './ReferralDialogs';
import {
  CONVERSION_STATUS_LABELS,
  REFERRAL_EVENT_LABELS,
  REJECTED_REASON_LABELS,
  signedCents,
} from './referral-admin-labels';

/** Active or deactivated, in words (never colour alone). */
export const ReferralStatusTag = ({ isActive }: { isActive: boolean }) =>
  isActive ? <Tag color="green">Active</Tag> : <Tag>Deactivated</Tag>;

/** Reloads the referrals table and every open referral after a change. */
export function useRefreshReferrals() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      predicate: (query) => {
        const key = query.queryKey[0];
        return typeof key === 'string' && key.startsWith('/api/admin/referrals');
      },
    });
}

/** One referral code: its figures, conversions and timeline, and what staff can do with it. */
export function AdminReferralDrawer({ referral, onClose }: { referral: AdminReferralDto | null; onClose: () => void }) {
  return (
    <Drawer
      open={referral !== null}
      onClose={onClose}
      size={720}
      title={referral ? `Referral code ${referral.code} · ${referral.referrer.name}` : undefined}
      destroyOnHidden
    >
      {referral ? <ReferralDetail id={referral.id} /> : null}
    </Drawer>
  );
}

function ReferralDetail({ id }: { id: string }) {
  const query = useGetAdminReferral(id);
  if (query.isError) {
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title="Could not load this referral code"
        description={serverMessage(query.error, 'Please try again.')}
        action={
          <Button size="small" onClick={() => void query.refetch()}>
            Retry
          </Button>
        }
      />
    );
  }
  if (!query.data) return <Skeleton active aria-label="Loading the referral code" />;
  const referral = query.data;
  return (
    <Flex vertical gap={24}>
      <Actions referral={referral} />
      <Figures referral={referral} />
      <Conversions conversions={referral.conversionList} />
      <History events={referral.timeline} />
    </Flex>
  );
}

function Actions({ referral }: { referral: AdminReferralDetailDto }) {
  const refresh = useRefreshReferrals();
  const [dialog, setDialog] = useState<'adjust' | 'status' | null>(null);
  return (
    <Flex vertical gap={12}>
      <Flex align="center" gap={8} wrap>
        <Typography.Text strong>Status:</Typography.Text>
        <ReferralStatusTag isActive={referral.isActive} />
      </Flex>
      <Flex wrap gap={8} role="group" aria-label="Referral code actions">
        <Button type="primary" onClick={() => setDialog('adjust')}>
          Adjust credit
        </Button>
        <Button danger={referral.isActive} onClick={() => setDialog('status')}>
          {referral.isActive ? 'Deactivate' : 'Reactivate'}
        </Button>
      </Flex>
      <AdjustCreditDialog
        referral={referral}
        open={dialog === 'adjust'}
        onClose={() => setDialog(null)}
        onDone={refresh}
      />
      <CodeStatusDialog
        referral={referral}
        open={dialog === 'status'}
        onClose={() => setDialog(null)}
        onDone={refresh}
      />
    </Flex>
  );
}

function Figures({ referral }: { referral: AdminReferralDetailDto }) {
  return (
    <DrawerSection title="Figures">
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2 }}
        items={[
          { key: 'referrer', label: 'Referrer', children: `${referral.referrer.name} (${referral.referrer.email})` },
          { key: 'code', label: 'Code', children: <code>{referral.code}</code> },
          { key: 'visits', label: 'Visits', children: referral.visits },
          { key: 'signUps', label: 'Sign-ups', children: referral.signUps },
          { key: 'conversions', label: 'Conversions', children: referral.conversions },
          { key: 'earned', label: 'Credits earned', children: formatCents(referral.creditsEarnedCents) },
          { key: 'available', label: 'Credit available', children: formatCents(referral.creditsAvailableCents) },
          { key: 'created', label: 'Created', children: <DateTime value={referral.createdAt} /> },
        ]}
      />
    </DrawerSection>
  );
}

function Conversions({ conversions }: { conversions: AdminReferralConversionDto[] }) {
  return (
    <DrawerSection title="Conversions">
      {conversions.length === 0 ? (
        <Empty description="No referred client has paid a first invoice yet." />
      ) : (
        <Table<AdminReferralConversionDto>
          size="small"
          rowKey="id"
          pagination={false}
          scroll={{ x: true }}
          dataSource={conversions}
          columns={[
            {
              title: 'Referred client',
              dataIndex: 'referredEmail',
              render: (email: string | null) => email ?? <NoValue>Account removed</NoValue>,
            },
            {
              title: 'First invoice',
              dataIndex: 'firstInvoiceNumber',
              render: (number: string | null, row) => (
                <Flex vertical>
                  {number ?? <NoValue />}
                  {row.amountCents !== null ? (
                    <Typography.Text type="secondary">{formatCents(row.amountCents)}</Typography.Text>
                  ) : null}
                </Flex>
              ),
            },
            {
              title: 'Status',
              dataIndex: 'status',
              render: (_value: unknown, row) => (
                <Flex vertical gap={2}>
                  <span>
                    <Tag color={CONVERSION_STATUS_LABELS[row.status].color}>
                      {CONVERSION_STATUS_LABELS[row.status].label}
                    </Tag>
                  </span>
                  {row.rejectedReason ? (
                    <Typography.Text type="secondary">{REJECTED_REASON_LABELS[row.rejectedReason]}</Typography.Text>
                  ) : null}
                </Flex>
              ),
            },
            {
              title: 'Credit',
              dataIndex: 'creditCents',
              align: 'right',
              render: (cents: number | null) => (cents !== null ? formatCents(cents) : <NoValue />),
            },
            { title: 'Date', dataIndex: 'createdAt', render: (value: string) => <DateTime value={value} /> },
          ]}
        />
      )}
    </DrawerSection>
  );
}

const EVENT_COLORS: Partial<Record<ReferralEventDto['kind'], string>> = {
  conversion_awarded: 'green',
  conversion_rejected: 'red',
  conversion_reversed: 'red',
  code_deactivated: 'red',
};

function History({ events }: { events: ReferralEventDto[] }) {
  return (
    <DrawerSection title="Timeline">
      {events.length === 0 ? (
        <Empty description="Nothing has happened with this code yet." />
      ) : (
        <Timeline
          items={events.map((event) => ({
            key: event.id,
            color: EVENT_COLORS[event.kind] ?? 'blue',
            content: (
              <Flex vertical gap={2}>
                <Typography.Text strong>
                  {REFERRAL_EVENT_LABELS[event.kind]}
                  {event.amountCents !== null && event.amountCents !== 0 ? ` · ${signedCents(event.amountCents)}` : ''}
                </Typography.Text>
                <Typography.Text type="secondary">
                  <DateTime value={event.createdAt} /> · by {event.actorName ?? 'the system'}
                </Typography.Text>
                {event.reason ? (
                  <Typography.Text>
                    {event.kind === 'conversion_rejected'
                      ? (REJECTED_REASON_LABELS[event.reason as keyof typeof REJECTED_REASON_LABELS] ?? event.reason)
                      : event.reason}
                  </Typography.Text>
                ) : null}
              </Flex>
            ),
          }))}
        />
      )}
    </DrawerSection>
  );
}
