import { QueryClientProvider } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { getGetCalendarStatusQueryKey } from '../../../api/generated/bookings/bookings';
import { HydrationRoot } from '../../../lib/hydration';
import { createQueryClient } from '../../../lib/query-client';
import { fakeApiForEachTest } from '../../../test/fake-api';
import { renderAtPath } from '../../../test/render';
import { bookableWindow, fakeBookingApi } from '../booking-test-api';
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

const dateRadios = async () =>
  within(await screen.findByRole('radiogroup', { name: 'Available dates' })).getAllByRole('radio');
const timeRadios = async () =>
  within(await screen.findByRole('radiogroup', { name: 'Available times' })).getAllByRole('radio');

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
    const dates = await dateRadios();
    const fullNames = [
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
    ];
    expect(dates).toHaveLength(fullNames.length);
    // Named by their visible text, "Fri Mar 12" (WCAG 2.5.3), described by their full date.
    fullNames.forEach((full, index) => {
      const [weekday, month, day] = full.replace(',', '').split(' ') as [string, string, string];
      expect(dates[index]).toHaveAccessibleName(`${weekday.slice(0, 3)} ${month.slice(0, 3)} ${day}`);
      expect(dates[index]).toHaveAccessibleDescription(full);
    });
    await waitFor(() =>
      expect(screen.getByText(/^Times are shown in your time zone:/)).toHaveTextContent(
        /^Times are shown in your time zone: \S/,
      ),
    );
    // No date chosen yet: no slots asked for.
    expect(api.callsTo('GET /api/calendar/availability')).toHaveLength(0);
  });

  it('shows "Checking availability..." then the slots of the chosen date', async () => {
    fakeBookingApi(api);
    const slots = api.routes.get('GET /api/calendar/availability')!;
    api.routes.set('GET /api/calendar/availability', (body, request) => ({ ...slots(body, request), delay: 150 }));
    const user = await renderCalendar();
    await user.click((await dateRadios())[1]!);
    expect(screen.getByText('Checking availability...')).toBeInTheDocument();
    const times = await timeRadios();
    expect(times).toHaveLength(2);
    expect(api.callsTo('GET /api/calendar/availability')).toHaveLength(1);
  });

  it('says so when a date has no slots', async () => {
    fakeBookingApi(api);
    api.routes.set('GET /api/calendar/availability', () => ({ status: 200, body: { slots: [], closedFor: null } }));
    const user = await renderCalendar();
    await user.click((await dateRadios())[0]!);
    expect(await screen.findByText('No available time slots for this date.')).toBeInTheDocument();
    expect(screen.getByText('Please select another date.')).toBeInTheDocument();
  });

  it('names the holiday a date is closed for', async () => {
    fakeBookingApi(api);
    api.routes.set('GET /api/calendar/availability', () => ({
      status: 200,
      body: { slots: [], closedFor: 'Thanksgiving Day' },
    }));
    const user = await renderCalendar();
    await user.click((await dateRadios())[0]!);
    expect(await screen.findByText('No available time slots for this date.')).toBeInTheDocument();
    expect(screen.getByText("We're closed for Thanksgiving Day.")).toBeInTheDocument();
    expect(screen.getByText('Please select another date.')).toBeInTheDocument();
  });

  it('choosing another date clears the chosen time', async () => {
    fakeBookingApi(api);
    const user = await renderCalendar();
    const dates = await dateRadios();
    await user.click(dates[1]!);
    const [nine] = await timeRadios();
    await user.click(nine!);
    expect(nine).toBeChecked();
    expect(screen.getByLabelText('chosen')).toHaveTextContent('2027-03-15 2027-03-15T13:00:00.000Z');

    await user.click(dates[2]!);
    expect(dates[2]).toBeChecked();
    expect(dates[1]).not.toBeChecked();
    expect(screen.getByLabelText('chosen')).toHaveTextContent('2027-03-16 -');
    for (const time of await timeRadios()) expect(time).not.toBeChecked();
  });

  it('is one Tab stop per group, with the arrow keys moving and choosing inside it', async () => {
    fakeBookingApi(api);
    const user = await renderCalendar();
    const dates = await dateRadios();
    await user.tab();
    expect(dates[0]).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(dates[2]).toHaveFocus();
    expect(dates[2]).toBeChecked();
    expect(screen.getByLabelText('chosen')).toHaveTextContent('2027-03-16 -');
    await user.keyboard('{ArrowLeft}');
    expect(dates[1]).toHaveFocus();
    expect(screen.getByLabelText('chosen')).toHaveTextContent('2027-03-15 -');

    const times = await timeRadios();
    await user.tab();
    expect(times[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(times[1]).toHaveFocus();
    expect(screen.getByLabelText('chosen')).toHaveTextContent('2027-03-15 2027-03-15T13:30:00.000Z');
    // Back out of the times: Shift+Tab lands on the chosen date, not on each of the 14.
    await user.tab({ shift: true });
    expect(dates[1]).toHaveFocus();
  });

  it("offers exactly the API's dates, and follows the window when it moves at the business's midnight", async () => {
    fakeBookingApi(api);
    // The business's window moves an hour from now (its validUntil), whatever the visitor's clock says.
    api.routes.set('GET /api/calendar/dates', () => ({
      status: 200,
      body: { ...bookableWindow(), validUntil: new Date(Date.now() + 3_600_000).toISOString() },
    }));
    await renderCalendar();
    const values = async () => (await dateRadios()).map((radio) => (radio as HTMLInputElement).value);
    expect(await values()).toEqual(bookableWindow().dates);
    expect((await values())[0]).toBe('2027-03-12');

    // An hour later the API answers the next window: the page left open shows it, not yesterday's.
    api.routes.set('GET /api/calendar/dates', () => ({
      status: 200,
      body: { ...bookableWindow(), dates: ['2027-03-15'], days: [{ date: '2027-03-15', state: 'open', reason: null }] },
    }));
    await act(async () => {
      jest.advanceTimersByTime(3_600_000);
    });
    await waitFor(() => expect(api.callsTo('GET /api/calendar/dates')).toHaveLength(2));
    await waitFor(async () => expect(await values()).toEqual(['2027-03-15']));
  });

  it('shows closed dates disabled, with the reason on focus and hover, and never asks for their slots', async () => {
    fakeBookingApi(api);
    api.routes.set('GET /api/calendar/dates', () => ({
      status: 200,
      body: bookableWindow({
        '2027-03-15': { state: 'holiday', reason: 'Thanksgiving Day' },
        '2027-03-16': { state: 'blocked', reason: null },
      }),
    }));
    const user = await renderCalendar();
    const dates = await dateRadios();
    expect(dates).toHaveLength(14);
    const [, holiday, blocked, open] = dates as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    // Announced as closed and unavailable, with the reason as part of its description.
    expect(holiday).toHaveAccessibleName('Mon Mar 15 Closed');
    expect(holiday).toHaveAttribute('aria-disabled', 'true');
    expect(holiday).toHaveAccessibleDescription("Monday, March 15 We're closed for Thanksgiving Day.");
    expect(blocked).toHaveAccessibleName('Tue Mar 16 Closed');
    expect(blocked).toHaveAccessibleDescription("Tuesday, March 16 We're closed on this day.");
    expect(open).not.toHaveAttribute('aria-disabled');
    expect(open).toHaveAccessibleDescription('Wednesday, March 17');

    // Reached by keyboard, its reason is the tooltip beside it; choosing it does nothing.
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(holiday).toHaveFocus();
    expect(holiday).not.toBeChecked();
    const tooltip = within(holiday.closest('.calendar__cell') as HTMLElement).getByRole('tooltip');
    expect(tooltip).toHaveTextContent("We're closed for Thanksgiving Day.");
    expect(holiday.getAttribute('aria-describedby')).toContain(tooltip.id);
    // Escape hides it (WCAG 1.4.13: content shown on focus can be dismissed).
    await user.keyboard('{Escape}');
    expect(tooltip).toHaveClass('calendar__reason--dismissed');
    await user.click(holiday);
    await user.click(blocked);
    expect(holiday).not.toBeChecked();
    expect(blocked).not.toBeChecked();
    expect(screen.getByLabelText('chosen')).toHaveTextContent('- -');
    expect(screen.queryByText('No available time slots for this date.')).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/calendar/availability')).toHaveLength(0);

    // An open date is chosen as before.
    await user.click(open);
    expect(open).toBeChecked();
    expect(await timeRadios()).toHaveLength(2);
  });

  describe('rendered on the server', () => {
    let root: Root | undefined;
    afterEach(() => {
      act(() => root?.unmount());
      root = undefined;
      document.body.innerHTML = '';
    });

    /** The section with the calendar known to be configured, as a server render leaves it in the cache. */
    function serverApp() {
      const queryClient = createQueryClient();
      queryClient.setQueryData(getGetCalendarStatusQueryKey(), { configured: true });
      return (
        <HydrationRoot serverRendered>
          <QueryClientProvider client={queryClient}>
            <Harness />
          </QueryClientProvider>
        </HydrationRoot>
      );
    }

    it("leaves out the visitor's dates and zone (placeholders of the same size), then hydrates without a mismatch on the browser's day", async () => {
      fakeBookingApi(api);
      // The server's clock: Thursday 2027-03-11, a minute before midnight.
      jest.useFakeTimers({ now: new Date(2027, 2, 11, 23, 59), advanceTimers: true });
      const html = renderToString(serverApp());
      expect(html).not.toContain('Available dates');
      expect(html).not.toContain('March');
      expect(html.match(/calendar__date--placeholder/g)).toHaveLength(14);
      expect(html).toContain('Times are shown in your time zone:');

      // The browser's clock is already Friday: its first render must still be the server's.
      jest.setSystemTime(new Date(2027, 2, 12, 0, 1));
      const container = document.createElement('div');
      container.innerHTML = html;
      document.body.append(container);
      const errors = jest.spyOn(console, 'error');
      const recoverableErrors: unknown[] = [];
      await act(async () => {
        root = hydrateRoot(container, serverApp(), { onRecoverableError: (error) => recoverableErrors.push(error) });
      });

      expect(recoverableErrors).toEqual([]);
      expect(errors).not.toHaveBeenCalled();
      const dates = await dateRadios();
      expect(dates[0]).toHaveAccessibleName('Mon Mar 15');
      expect(dates).toHaveLength(14);
      expect(container.querySelector('.calendar__date--placeholder')).toBeNull();
      errors.mockRestore();
    });
  });
});
