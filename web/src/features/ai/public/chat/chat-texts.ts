import { BRAND_NAME } from '../../../../constants/site';

/** The floating assistant's texts (docs/modules/ai.md). */
export const CHAT_TEXT = {
  title: 'AI Assistant',
  open: 'Open AI Assistant',
  close: 'Close AI Assistant',
  placeholder: 'Ask about our services...',
  inputLabel: 'Your question',
  send: 'Send message',
  typing: 'AI Assistant is typing...',
  conversation: 'Conversation',
  suggestions: 'Suggested questions',
  recommendations: 'Recommended services',
  unavailable: {
    title: 'AI Assistant unavailable',
    description: 'Please check your connection and try again.',
  },
  greeting: `Hi! I'm the ${BRAND_NAME} AI assistant. Ask me about our services, pricing or timelines, and I'll point you in the right direction.`,
  greetingSuggestions: [
    'What services do you offer?',
    'How much does it cost to start an LLC?',
    'How long does it take to launch a business?',
  ],
  failure:
    "I'm sorry, I'm having trouble responding right now. Please try asking your question again or contact us directly for assistance.",
} as const;

/** The panel's id, named by the launcher's aria-controls (here, so the launcher does not load the panel). */
export const ASSISTANT_PANEL_ID = 'ai-assistant-panel';

/** The API keeps at most this many earlier turns (ChatRequestDto.history maxItems). */
export const CHAT_HISTORY_TURNS = 20;

/** A visitor's message is at most this long (ChatRequestDto.message maxLength). */
export const CHAT_MESSAGE_MAX_LENGTH = 1000;
