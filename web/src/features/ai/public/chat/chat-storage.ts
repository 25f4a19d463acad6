import { ChatRole } from '../../../../api/generated/model';
import { CHAT_HISTORY_TURNS } from './chat-texts';
import type { ChatEntry } from './use-chat';

/**
 * The assistant's conversation kept for this browser tab (sessionStorage), so a reload or another page of
 * the site continues it (docs/modules/ai.md). The copy stays in the visitor's tab; the API sees only the history
 * each message already carries.
 */
export const CHAT_STORAGE_KEY = 'ai-assistant-conversation';

/** Raised when the stored shape changes: a value of another version is ignored. */
const STORAGE_VERSION = 1;

/** What is kept of an entry: the widget numbers the bubbles again when it restores them. */
export type StoredChatEntry = Pick<ChatEntry, 'role' | 'content' | 'suggestions' | 'serviceRecommendations'>;

interface StoredConversation {
  version: typeof STORAGE_VERSION;
  entries: StoredChatEntry[];
}

const CHAT_ROLES: readonly unknown[] = Object.values(ChatRole);

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** The kept fields only (a stored value may carry others). */
const storedEntryOf = ({ role, content, suggestions, serviceRecommendations }: StoredChatEntry): StoredChatEntry => ({
  role,
  content,
  suggestions,
  serviceRecommendations,
});

function isStoredEntry(value: unknown): value is StoredChatEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    CHAT_ROLES.includes(entry.role) &&
    typeof entry.content === 'string' &&
    isStringList(entry.suggestions) &&
    isStringList(entry.serviceRecommendations)
  );
}

/**
 * The entries kept for this tab, oldest first (the greeting and other widget-written entries are not kept);
 * none when nothing is stored, the value is corrupted or of an older shape, or storage is unavailable.
 */
export function loadConversation(): StoredChatEntry[] {
  try {
    const raw = window.sessionStorage.getItem(CHAT_STORAGE_KEY);
    if (raw === null) return [];
    const stored = JSON.parse(raw) as Partial<StoredConversation> | null;
    if (stored?.version !== STORAGE_VERSION || !Array.isArray(stored.entries)) return [];
    if (!stored.entries.every(isStoredEntry)) return [];
    return stored.entries.slice(-CHAT_HISTORY_TURNS).map(storedEntryOf);
  } catch {
    return [];
  }
}

/**
 * Keeps the latest CHAT_HISTORY_TURNS of the visitor's messages and the API's replies for this tab: what the
 * next message sends as history.
 */
export function saveConversation(entries: readonly ChatEntry[]): void {
  const stored: StoredConversation = {
    version: STORAGE_VERSION,
    entries: entries
      .filter((entry) => !entry.local)
      .slice(-CHAT_HISTORY_TURNS)
      .map(storedEntryOf),
  };
  try {
    window.sessionStorage.setItem(CHAT_STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Storage blocked or full: the conversation lasts as long as the page.
  }
}
