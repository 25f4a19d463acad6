import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApiForEachTest } from '../../../test/fake-api';
import { renderAtPath } from '../../../test/render';
import { fakeBookingApi } from '../booking-test-api';
import { CalendarSection } from './CalendarSection';
import { useSlotChoice } from './use-slot-choice';

const api = fakeApiForEachTest();

function Harness() {
  const slot = useSlotChoice();
  return (
    <>
      <CalendarSection
        title="Schedule a Call"
        date={slot.date}
        time={slot.time}
        onDateChange={slot.chooseDate}
        onTimeChange={slot.chooseTime}
      />
      <output aria-label="chosen">{`${slot.date ?? '-'} ${slot.time ?? '-'}`}</output>
    </>
  );
}

afterEach(() => jest.useRealTimers());

async function renderCalendar() {
  // "Today" is Thursday 2027-03-11; the clock still runs so the HTTP fake answers.
  jest.useFakeTimers({ now: new Date(2027, 2, 11, 10, 0), advanceTimers: true });
  await renderAtPath(<Harness />, '/consultation');
  return userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
}

const dateButtons = async () =>
  within(await screen.findByRole('group', { name: 'Available dates' })).getAllByRole('button');

describe('calendar section', () => {
  it('is absent when the calendar is not configured', async () => {
    fakeBookingApi(api, { configured: false });
    await renderCalendar();
    await waitFor(() => expect(api.callsTo('GET /api/calendar/status')).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Schedule a Call' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/calendar/availability')).toHaveLength(0);
  });

  it('offers the 14 weekdays from tomorrow, skipping the weekend, and names the time zone', async () => {
    fakeBookingApi(api);
    await renderCalendar();
    const labels = (await dateButtons()).map((button) => button.getAttribute('aria-label'));
    expect(labels).toEqual([
      'Friday, March 12',
      'Monday, March 15',
      'Tuesday, March 16',
      'Wednesday, March 17',
      'Thursday, March 18',
      'Friday, March 19',
      'Monday, March 22',
      'Tuesday, March 23',
      'Wednesday, March 24',
      'Thursday, March 25',
      'Friday, March 26',
      'Monday, March 29',
      'Tuesday, March 30',
      'Wednesday, March 31',
    ]);
    expect(screen.getByText(/^Times are shown in your time zone: /)).toBeInTheDocument();
    // No date chosen yet: no slots asked for.
    expect(api.callsTo('GET /api/calendar/availability')).toHaveLength(0);
  });

  it('shows "Checking availability..." then the slots of the chosen date', async () => {
    fakeBookingApi(api);
    const slots = api.routes.get('GET /api/calendar/availability')!;
    api.routes.set('GET /api/calendar/availability', (body, request) => ({ ...slots(body, request), delay: 150 }));
    const user = await renderCalendar();
    await user.click((await dateButtons())[1]!);
    expect(screen.getByText('Checking availability...')).toBeInTheDocument();
    const times = within(await screen.findByRole('group', { name: 'Available times' })).getAllByRole('button');
    expect(times).toHaveLength(2);
    expect(api.callsTo('GET /api/calendar/availability')).toHaveLength(1);
  });

  it('says so when a date has no slots', async () => {
    fakeBookingApi(api);
    api.routes.set('GET /api/calendar/availability', () => ({ status: 200, body: { slots: [] } }));
    const user = await renderCalendar();
    await user.click((await dateButtons())[0]!);
    expect(await screen.findByText('No available time slots for this date.')).toBeInTheDocument();
    expect(screen.getByText('Please select another date.')).toBeInTheDocument();
  });

  it('choosing another date clears the chosen time', async () => {
    fakeBookingApi(api);
    const user = await renderCalendar();
    const dates = await dateButtons();
    await user.click(dates[1]!);
    const [nine] = within(await screen.findByRole('group', { name: 'Available times' })).getAllByRole('button');
    await user.click(nine!);
    expect(nine).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('chosen')).toHaveTextContent('2027-03-15 2027-03-15T13:00:00.000Z');

    await user.click(dates[2]!);
    expect(dates[2]).toHaveAttribute('aria-pressed', 'true');
    expect(dates[1]).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByLabelText('chosen')).toHaveTextContent('2027-03-16 -');
    for (const time of within(await screen.findByRole('group', { name: 'Available times' })).getAllByRole('button'))
      expect(time).toHaveAttribute('aria-pressed', 'false');
  });
});
