import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { Alert, App, Button, Card, Flex, Input, Popconfirm, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import {
  getListBlockedDaysQueryKey,
  useBlockDay,
  useCloseHoliday,
  useListBlockedDays,
  useListBookedCalls,
  useReopenHoliday,
  useUnblockDay,
} from '../../../api/generated/admin-leads/admin-leads';
import type { BookedCallDto, FederalHolidayDto } from '../../../api/generated/model';
import { ADMIN_PATHS } from '../../../constants/admin';
import { usePrivatePageTitle } from '../../../lib/head';
import { AdminLeadsDrawer, type OpenLead } from './AdminLeadsDrawer';
import { LEAD_STATUS_LABELS } from './AdminLeadsLabels';
import { LeadsSections } from './AdminLeadsPages';
import { mondayOf, weekGrid, weekRange, type WeekSearch } from './AdminLeadsWeek';
import { addDays, dateKey, fromDateKey, localTimeZone } from '../../../components/admin-table/date-range';
import { serverMessage } from '../../../components/admin/api-error';

const FEDERAL_HOLIDAY = 'US federal holiday';

/** How far ahead the blocked-days list reaches. */
const BLOCKED_DAYS_AHEAD = 180;

const DAY_HEADER = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric' });
const RANGE_LABEL = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const TIME_LABEL = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const LONG_DAY = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });

/** /admin1/leads/calendar: the week's booked calls (days x times, staff's time zone) and the blocked days. */
export function AdminLeadsCalendarPage() {
  usePrivatePageTitle('Week view · Back Office', 'Inspivision back office: booked calls and blocked days.');
  const search: WeekSearch = useSearch({ from: '/admin1/_panel/leads/calendar' });
  const navigate = useNavigate();
  const monday = (search.week ? fromDateKey(search.week) : undefined) ?? mondayOf(new Date());
  const [lead, setLead] = useState<OpenLead | null>(null);
  const goTo = (week: Date | undefined) =>
    void navigate({ to: ADMIN_PATHS.leadsCalendar, search: week ? { week: dateKey(week) } : {} });

  const calls = useListBookedCalls(weekRange(monday));
  const sunday = addDays(monday, 6);
  const blocked = useListBlockedDays({ from: dateKey(monday), to: dateKey(sunday) });
  const blockedDates = new Set(blocked.data?.days.map((day) => day.date));
  const closedHolidays = new Set(blocked.data?.holidays.filter((day) => !day.reopened).map((day) => day.date));
  const grid = weekGrid(monday, calls.data ?? []);
  const today = dateKey(new Date());

  return (
    <>
      <LeadsSections current={ADMIN_PATHS.leadsCalendar} />
      <Flex align="baseline" justify="space-between" wrap gap={8} style={{ marginBottom: 16 }}>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
          Week of {RANGE_LABEL.format(monday)} – {RANGE_LABEL.format(sunday)}
        </Typography.Title>
        <Flex gap={8} wrap>
          <Button onClick={() => goTo(addDays(monday, -7))}>Previous week</Button>
          <Button onClick={() => goTo(undefined)}>This week</Button>
          <Button onClick={() => goTo(addDays(monday, 7))}>Next week</Button>
        </Flex>
      </Flex>
      <Card>
        <Typography.Paragraph type="secondary">
          Times are in your time zone ({localTimeZone()}). Cancelled, declined and rescheduled bookings are not shown.
        </Typography.Paragraph>
        {calls.isError ? (
          <Alert
            type="error"
            showIcon
            role="alert"
            title="Could not load the booked calls"
            description={serverMessage(calls.error, 'Please try again.')}
            action={
              <Button size="small" onClick={() => void calls.refetch()}>
                Retry
              </Button>
            }
          />
        ) : !calls.data ? (
          <Skeleton active aria-label="Loading the booked calls" />
        ) : (
          <div style={{ overflowX: 'auto' }}>
            <table className="leads-week" style={{ borderCollapse: 'collapse', width: '100%', minWidth: 840 }}>
              <caption style={{ textAlign: 'left', paddingBottom: 8 }}>
                {calls.data.length === 0
                  ? 'No booked calls this week.'
                  : `${calls.data.length} booked ${calls.data.length === 1 ? 'call' : 'calls'} this week`}
              </caption>
              <thead>
                <tr>
                  <th scope="col" style={CELL}>
                    Time
                  </th>
                  {grid.days.map((day) => (
                    <th key={day} scope="col" style={{ ...CELL, background: day === today ? '#eef2ff' : undefined }}>
                      <Flex vertical gap={2}>
                        <span>{DAY_HEADER.format(fromDateKey(day)!)}</span>
                        {blockedDates.has(day) && <Tag color="red">Blocked</Tag>}
                        {closedHolidays.has(day) && <Tag color="orange">{FEDERAL_HOLIDAY}</Tag>}
                      </Flex>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {grid.times.map((time) => (
                  <tr key={time}>
                    <th scope="row" style={CELL}>
                      {TIME_LABEL.format(new Date(`2000-01-01T${time}:00`))}
                    </th>
                    {grid.days.map((day) => (
                      <td key={day} style={CELL}>
                        <Flex vertical gap={4}>
                          {grid.callsAt(day, time).map((call) => (
                            <CallChip key={call.id} call={call} onOpen={setLead} />
                          ))}
                        </Flex>
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
      <BlockedDays />
      <AdminLeadsDrawer lead={lead} onClose={() => setLead(null)} />
    </>
  );
}

const CELL = { border: '1px solid #e2e8f0', padding: 8, verticalAlign: 'top', textAlign: 'left' } as const;

function CallChip({ call, onOpen }: { call: BookedCallDto; onOpen: (lead: OpenLead) => void }) {
  const label = LEAD_STATUS_LABELS[call.leadType][call.status];
  const time = TIME_LABEL.format(new Date(call.scheduledAt));
  return (
    <Button
      size="small"
      style={{ height: 'auto', whiteSpace: 'normal', textAlign: 'left', padding: '4px 8px' }}
      aria-label={`${time}: ${call.name}, ${label?.label ?? call.status}${call.leadType === 'service_inquiry' ? ' (inquiry call)' : ''}`}
      onClick={() => onOpen({ kind: call.leadType, id: call.id, name: call.name })}
    >
      <Flex vertical align="start">
        <Typography.Text strong>{call.name}</Typography.Text>
        <Flex gap={4} wrap>
          <Tag color={label?.color}>{label?.label ?? call.status}</Tag>
          {call.leadType === 'service_inquiry' && <Tag>Inquiry</Tag>}
        </Flex>
      </Flex>
    </Button>
  );
}

/** Closing days for bookings and opening them again (days of the business time zone). */
function BlockedDays() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const from = dateKey(new Date());
  const range = { from, to: dateKey(addDays(new Date(), BLOCKED_DAYS_AHEAD)) };
  const list = useListBlockedDays(range);
  const block = useBlockDay();
  const unblock = useUnblockDay();
  const [date, setDate] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: [getListBlockedDaysQueryKey()[0]] });
  const timeZone = list.data?.timeZone ?? 'the business time zone';

  const submit = async () => {
    if (!fromDateKey(date)) {
      setError('Choose a day to block.');
      return;
    }
    setError(null);
    try {
      await block.mutateAsync({ date, data: reason.trim() ? { reason: reason.trim() } : {} });
      message.success(`${LONG_DAY.format(fromDateKey(date)!)} is blocked: no bookings that day.`);
      setDate('');
      setReason('');
      await refresh();
    } catch (failure) {
      message.error(serverMessage(failure, 'Could not block that day.'));
    }
  };

  const reopen = useReopenHoliday();
  const closeAgain = useCloseHoliday();
  const [pendingHoliday, setPendingHoliday] = useState<string | null>(null);
  const toggleHoliday = async (holiday: FederalHolidayDto) => {
    const day = LONG_DAY.format(fromDateKey(holiday.date)!);
    setPendingHoliday(holiday.date);
    try {
      if (holiday.reopened) {
        await closeAgain.mutateAsync({ date: holiday.date });
        message.success(`${day} (${holiday.name}) is closed for bookings again.`);
      } else {
        await reopen.mutateAsync({ date: holiday.date });
        message.success(`${day} (${holiday.name}) is open for bookings.`);
      }
      await refresh();
    } catch (failure) {
      message.error(serverMessage(failure, 'Could not change that holiday.'));
    } finally {
      setPendingHoliday(null);
    }
  };

  const open = async (day: string) => {
    try {
      await unblock.mutateAsync({ date: day });
      message.success(`${LONG_DAY.format(fromDateKey(day)!)} is open for bookings again.`);
      await refresh();
    } catch (failure) {
      message.error(serverMessage(failure, 'Could not unblock that day.'));
    }
  };

  return (
    <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>Blocked days</h2>} style={{ marginTop: 24 }}>
      <Typography.Paragraph type="secondary">
        A blocked day offers no booking slots, nor does a US federal holiday unless you reopen it. Days are dates in{' '}
        {timeZone}.
      </Typography.Paragraph>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Flex wrap gap={8} align="start">
          <Flex vertical>
            <Input
              type="date"
              aria-label="Day to block"
              min={from}
              value={date}
              status={error ? 'error' : undefined}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'block-day-error' : undefined}
              onChange={(event) => setDate(event.target.value)}
              style={{ width: 170 }}
            />
            {error && (
              <Typography.Text id="block-day-error" type="danger" role="alert">
                {error}
              </Typography.Text>
            )}
          </Flex>
          <Input
            aria-label="Reason (staff only)"
            placeholder="Reason (optional)"
            maxLength={255}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            style={{ width: 260 }}
          />
          <Button type="primary" htmlType="submit" loading={block.isPending}>
            Block day
          </Button>
        </Flex>
      </form>
      <div style={{ marginTop: 16 }}>
        {list.isError ? (
          <Alert type="error" showIcon role="alert" title="Could not load the blocked days" />
        ) : !list.data ? (
          <Skeleton active title={false} aria-label="Loading the blocked days" />
        ) : list.data.days.length === 0 ? (
          <Typography.Text type="secondary">No upcoming blocked days.</Typography.Text>
        ) : (
          <ul aria-label="Upcoming blocked days" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {list.data.days.map((day) => (
              <li key={day.date} style={{ padding: '8px 0', borderBottom: '1px solid #f1f5f9' }}>
                <Flex justify="space-between" align="center" gap={8} wrap>
                  <span>
                    <Typography.Text strong>{LONG_DAY.format(fromDateKey(day.date)!)}</Typography.Text>
                    {day.reason ? <Typography.Text type="secondary"> · {day.reason}</Typography.Text> : null}
                  </span>
                  <Popconfirm
                    title="Open this day for bookings again?"
                    okText="Unblock"
                    cancelText="Keep blocked"
                    onConfirm={() => open(day.date)}
                  >
                    <Button size="small" aria-label={`Unblock ${LONG_DAY.format(fromDateKey(day.date)!)}`}>
                      Unblock
                    </Button>
                  </Popconfirm>
                </Flex>
              </li>
            ))}
          </ul>
        )}
      </div>
      {list.data && list.data.holidays.length > 0 && (
        <ul aria-label="Upcoming US federal holidays" style={{ listStyle: 'none', padding: 0, margin: '16px 0 0' }}>
          {list.data.holidays.map((holiday) => {
            const day = LONG_DAY.format(fromDateKey(holiday.date)!);
            return (
              <li key={holiday.date} style={{ padding: '8px 0', borderBottom: '1px solid #f1f5f9' }}>
                <Flex justify="space-between" align="center" gap={8} wrap>
                  <span>
                    <Typography.Text strong>{day}</Typography.Text>
                    <Typography.Text type="secondary"> · {holiday.name} </Typography.Text>
                    <Tag color={holiday.reopened ? 'green' : 'orange'}>
                      {FEDERAL_HOLIDAY}
                      {holiday.reopened ? ': reopened' : ': closed'}
                    </Tag>
                  </span>
                  <Button
                    size="small"
                    aria-label={`${holiday.reopened ? 'Close again' : 'Reopen'} ${day}`}
                    loading={pendingHoliday === holiday.date}
                    onClick={() => void toggleHoliday(holiday)}
                  >
                    {holiday.reopened ? 'Close again' : 'Reopen'}
                  </Button>
                </Flex>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
