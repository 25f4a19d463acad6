/**
 * Plain-DOM helpers for the admin table tests. Role queries and user-event's pointer-events check
 * call jsdom's getComputedStyle for each ancestor, which is slow under antd's thousands of style
 * rules; these query the DOM directly (see AdminUsersPage.test.tsx).
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
