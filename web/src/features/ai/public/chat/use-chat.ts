import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../../api/http';
import { useChatWithAssistant } from '../../../../api/generated/ai/ai';
import { ChatRole, type ChatTurnDto } from '../../../../api/generated/model';
import { trackEvent } from '../../../../lib/analytics';
import { loadConversation, saveConversation } from './chat-storage';
import { CHAT_HISTORY_TURNS, CHAT_TEXT } from './chat-texts';

/** One bubble of the conversation (docs/modules/ai.md). */
export interface ChatEntry {
  id: number;
  role: ChatRole;
  content: string;
  suggestions: readonly string[];
  serviceRecommendations: readonly string[];
  /** Written by the widget (the greeting, the failure fallback), not by the API: never sent back as history. */
  local?: boolean;
}

const GREETING: ChatEntry = {
  id: 0,
  role: ChatRole.assistant,
  content: CHAT_TEXT.greeting,
  suggestions: CHAT_TEXT.greetingSuggestions,
  serviceRecommendations: [],
  local: true,
};

/** The greeting, then this tab's earlier conversation (chat-storage.ts), numbered from 1. */
function restoredConversation(): ChatEntry[] {
  return [GREETING, ...loadConversation().map((entry, index) => ({ ...entry, id: index + 1 }))];
}

/** The conversation the API may see: the visitor's messages and its own replies, latest turns only. */
function historyOf(entries: readonly ChatEntry[]): ChatTurnDto[] {
  return entries
    .filter((entry) => !entry.local)
    .slice(-CHAT_HISTORY_TURNS)
    .map(({ role, content }) => ({ role, content }));
}

/**
 * The assistant's conversation (docs/modules/ai.md): it greets first; `send` adds the
 * visitor's message and asks POST /api/ai/chat with the conversation so far; the reply is appended
 * with its suggestions and recommended services, a failure appends the fallback message (a rate
 * limit says when to try again instead). Blank messages, and messages while a reply is pending, are
 * not sent. The conversation is kept for the browser tab, so a reload continues it (chat-storage.ts).
 */
export function useChat() {
  const [entries, setEntries] = useState<ChatEntry[]>(restoredConversation);
  const nextId = useRef(entries.length);
  const chat = useChatWithAssistant();
  const pending = chat.isPending;
  const { mutate } = chat;

  useEffect(() => saveConversation(entries), [entries]);

  const append = useCallback((entry: Omit<ChatEntry, 'id'>) => {
    const id = nextId.current++;
    setEntries((current) => [...current, { ...entry, id }]);
  }, []);

  const send = useCallback(
    (text: string): boolean => {
      const message = text.trim();
      if (!message || pending) return false;
      const history = historyOf(entries);
      append({ role: ChatRole.user, content: message, suggestions: [], serviceRecommendations: [] });
      // The event says that the assistant was used, never what was asked (no personal data).
      trackEvent({ category: 'engagement', label: 'AI Assistant Message' });
      mutate(
        { data: history.length ? { message, history } : { message } },
        {
          onSuccess: ({ data: { message: content, suggestions, serviceRecommendations } }) =>
            append({ role: ChatRole.assistant, content, suggestions, serviceRecommendations }),
          onError: (error) => {
            console.error('AI assistant reply failed', error);
            const content = error instanceof ApiError && error.isRateLimited ? error.message : CHAT_TEXT.failure;
            append({ role: ChatRole.assistant, content, suggestions: [], serviceRecommendations: [], local: true });
          },
        },
      );
      return true;
    },
    [append, entries, mutate, pending],
  );

  return { entries, send, pending };
}
