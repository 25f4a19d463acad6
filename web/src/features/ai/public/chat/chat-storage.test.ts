import { CHAT_STORAGE_KEY, loadConversation, saveConversation } from './chat-storage';
import type { ChatEntry } from './use-chat';

const GREETING: ChatEntry = {
  id: 0,
  role: 'assistant',
  content: 'Hi!',
  suggestions: ['What services do you offer?'],
  serviceRecommendations: [],
  local: true,
};

const turn = (id: number, role: ChatEntry['role'] = id % 2 ? 'user' : 'assistant'): ChatEntry => ({
  id,
  role,
  content: `Turn ${id}`,
  suggestions: role === 'assistant' ? [`Follow-up ${id}`] : [],
  serviceRecommendations: role === 'assistant' ? ['Branding & Identity Design'] : [],
});

const kept = ({ role, content, suggestions, serviceRecommendations }: ChatEntry) => ({
  role,
  content,
  suggestions,
  serviceRecommendations,
});

beforeEach(() => sessionStorage.clear());

describe('the conversation kept for the tab', () => {
  it('is empty when nothing was kept', () => {
    expect(loadConversation()).toEqual([]);
  });

  it("keeps the visitor's messages and the API's replies, without the widget's own entries", () => {
    const fallback: ChatEntry = { ...turn(3, 'assistant'), content: 'Sorry, try again.', local: true };
    saveConversation([GREETING, turn(1), turn(2), fallback, turn(4, 'user')]);

    expect(loadConversation()).toEqual([turn(1), turn(2), turn(4, 'user')].map(kept));
  });

  it('keeps only the latest 20 turns', () => {
    const entries = Array.from({ length: 25 }, (_, index) => turn(index + 1));
    saveConversation([GREETING, ...entries]);

    expect(loadConversation()).toEqual(entries.slice(-20).map(kept));
    const stored = JSON.parse(sessionStorage.getItem(CHAT_STORAGE_KEY)!) as { entries: unknown[] };
    expect(stored.entries).toHaveLength(20);
  });

  it.each([
    ['not JSON', '{"version":1,"entries":['],
    ['null', 'null'],
    ['an old shape (a bare list)', JSON.stringify([kept(turn(1))])],
    ['another version', JSON.stringify({ version: 2, entries: [kept(turn(1))] })],
    ['entries not a list', JSON.stringify({ version: 1, entries: 'Turn 1' })],
    ['an entry of another role', JSON.stringify({ version: 1, entries: [{ ...kept(turn(1)), role: 'system' }] })],
    ['an entry without its lists', JSON.stringify({ version: 1, entries: [{ role: 'user', content: 'Turn 1' }] })],
    ['an entry that is not an object', JSON.stringify({ version: 1, entries: [kept(turn(1)), 'Turn 2'] })],
  ])('ignores a stored value that is %s', (_, value) => {
    sessionStorage.setItem(CHAT_STORAGE_KEY, value);
    expect(loadConversation()).toEqual([]);
  });

  it('restores only the kept fields and at most 20 turns of a longer stored value', () => {
    const entries = Array.from({ length: 22 }, (_, index) => ({ ...kept(turn(index + 1)), id: 7, local: true }));
    sessionStorage.setItem(CHAT_STORAGE_KEY, JSON.stringify({ version: 1, entries }));

    expect(loadConversation()).toEqual(Array.from({ length: 22 }, (_, index) => kept(turn(index + 1))).slice(-20));
  });

  it('does without storage when the browser blocks it', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });

    expect(() => saveConversation([GREETING, turn(1)])).not.toThrow();
    expect(loadConversation()).toEqual([]);
  });

  it('does without storage when the browser refuses access to it', () => {
    jest.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });

    expect(() => saveConversation([GREETING, turn(1)])).not.toThrow();
    expect(loadConversation()).toEqual([]);
  });
});
