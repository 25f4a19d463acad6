/**
 * Where a page is in a project's message thread: the creation time (to the microsecond, as the database keeps it)
 * and id of the newest message it was told about. It is the `id:` of the live stream's events, so a browser
 * reconnecting sends it back as Last-Event-ID and hears what it missed (docs/modules/projects.md#live-updates).
 */
export interface MessageCursor {
  /** ISO 8601 in UTC with six fractional digits, e.g. 2025-03-14T09:26:53.589793Z. */
  createdAt: string;
  id: string;
}

/** Before the first message: the cursor of a page that knew of none. */
export const THREAD_START: MessageCursor = {
  createdAt: '1970-01-01T00:00:00.000000Z',
  id: '00000000-0000-0000-0000-000000000000',
};

const CURSOR =
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

export const formatCursor = ({ createdAt, id }: MessageCursor): string => `${createdAt}_${id}`;

/** The cursor an event id names, or null for anything else (another server's ids, a hand-made value). */
export function parseCursor(text: string): MessageCursor | null {
  const match = CURSOR.exec(text.trim());
  return match ? { createdAt: match[1], id: match[2].toLowerCase() } : null;
}

/** The later of two cursors, in the thread's order (time, then id; both fixed-width, so as text). */
export const laterCursor = (a: MessageCursor, b: MessageCursor): MessageCursor =>
  a.createdAt > b.createdAt || (a.createdAt === b.createdAt && a.id >= b.id) ? a : b;

/** SQL giving a message's created_at as a cursor's `createdAt` (timestamptz keeps microseconds; a JS Date does not). */
export const CURSOR_TIME_SQL = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
