/**
 * Plain-DOM helpers for the admin table tests. Role queries (and the accessible names they compute) and
 * user-event's pointer-events check call jsdom's getComputedStyle for each element and its ancestors, which
 * matches each against all of antd's style rules (over a thousand). waitFor and findBy* re-run their query on
 * every DOM change, so such a query in a wait took most of the CPU the page needed to render; on a loaded
 * machine the wait's wall-clock limit ran out before the rows came (issue 42). These query the DOM directly;
 * keep role queries out of waits on admin screens.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { TestServer } from '../../test/http-server';

export function setupUser() {
  return userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
}

export function bodyRows(): HTMLElement[] {
  return Array.from(document.querySelectorAll<HTMLElement>('tr.ant-table-row'));
}

/** The texts of one column (0 = the first) down the body rows, e.g. to wait for the rows a filter leaves. */
export function columnTexts(column: number): Array<string | null> {
  return bodyRows().map((row) => row.querySelectorAll(':scope > td')[column]?.textContent ?? null);
}

/** A column's header cell, by its title. */
export function columnHeader(title: string | RegExp): HTMLElement {
  const header = Array.from(document.querySelectorAll<HTMLElement>('.ant-table-thead th')).find((cell) =>
    typeof title === 'string' ? cell.textContent?.trim() === title : title.test(cell.textContent ?? ''),
  );
  if (!header) throw new Error(`No column header ${String(title)}`);
  return header;
}

/** Waits for the page's title (its h1), by text. */
export function findPageHeading(name: string | RegExp): Promise<HTMLElement> {
  return waitFor(() => {
    const heading = Array.from(document.querySelectorAll<HTMLElement>('h1')).find((candidate) =>
      typeof name === 'string' ? candidate.textContent?.trim() === name : name.test(candidate.textContent ?? ''),
    );
    if (!heading) throw new Error(`No page heading ${String(name)}`);
    return heading;
  });
}

/** The body row that shows `text`. */
export function rowOf(text: string): HTMLElement {
  const row = bodyRows().find((candidate) => within(candidate).queryByText(text));
  if (!row) throw new Error(`No row for ${text}`);
  return row;
}

export function buttonIn(container: HTMLElement, text: string): HTMLElement {
  const button = Array.from(container.querySelectorAll('button')).find((b) => b.textContent?.trim() === text);
  if (!button) throw new Error(`No button "${text}"`);
  return button;
}

/** An antd Select's input, by its aria-label. */
export function combobox(label: string): HTMLElement {
  const input = document.querySelector<HTMLElement>(`input[role="combobox"][aria-label="${label}"]`);
  if (!input) throw new Error(`No combobox "${label}"`);
  return input;
}

export async function chooseOption(select: HTMLElement, label: string) {
  const user = setupUser();
  await user.click(select);
  const options = await screen.findAllByTitle(label);
  const option = options.find((element) => element.classList.contains('ant-select-item-option'));
  await user.click(option ?? options[0]!);
}

/**
 * Types a day (YYYY-MM-DD) into one end of a DateRangeFilter ("Received from"); antd's range picker
 * takes the typed day on Enter and hands it to the filter when focus leaves.
 */
export async function typeDay(label: string, day: string) {
  const user = setupUser();
  await user.type(screen.getByLabelText(label), `${day}{Enter}`);
  await user.tab();
}

/** The open Popconfirm (antd renders it as a tooltip in a portal). */
export function confirmation(): Promise<HTMLElement> {
  return waitFor(() => {
    const popup = document.querySelector<HTMLElement>('.ant-popconfirm:not(.ant-popover-hidden) [role="tooltip"]');
    if (!popup) throw new Error('No open confirmation');
    return popup;
  });
}

/** The GET requests to `path` the page made, as query objects. */
export function queriesTo(server: TestServer, path: string): Array<Record<string, string>> {
  return server.requests
    .filter((request) => request.method === 'GET' && request.url.startsWith(`${path}?`))
    .map((request) => Object.fromEntries(new URL(request.url, 'http://test').searchParams));
}
