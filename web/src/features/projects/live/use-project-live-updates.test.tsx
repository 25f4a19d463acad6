import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { LIVE_UPDATES_POLL_MS } from '../../../constants/timing';
import { createQueryClient } from '../../../lib/query-client';
import { liveRetryDelay, useProjectLiveUpdates } from './use-project-live-updates';

/** EventSource as the hook uses it, driven by the test: open, events, errors. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();

  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    FakeEventSource.instances.push(this);
  }

  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
  }

  open() {
    this.readyState = FakeEventSource.OPEN;
    this.onopen?.();
  }

  emit(type: string, id: string, data: object) {
    const event = new MessageEvent(type, { data: JSON.stringify(data), lastEventId: id });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }

  /** The connection dropped: the browser reconnects by itself (CONNECTING), or gave up on an error answer (CLOSED). */
  fail(readyState: number) {
    this.readyState = readyState;
    this.onerror?.();
  }
}

const latest = () => FakeEventSource.instances.at(-1)!;

const PROJECT = '5d1c7e2a-4b3f-4a9e-8c6d-1f2e3a4b5c6d';
const OTHER = '0a9b8c7d-6e5f-4a3b-9c2d-1e0f9a8b7c6d';
const KEYS = {
  detail: [`/api/portal/projects/${PROJECT}`],
  messages: [`/api/portal/projects/${PROJECT}/messages`, { page: 1 }],
  documents: [`/api/portal/projects/${PROJECT}/documents`],
  list: ['/api/portal/projects', { page: 1 }],
  download: [`/api/portal/projects/${PROJECT}/documents/d1/download`],
  otherProject: [`/api/portal/projects/${OTHER}/messages`],
  otherAudience: [`/api/admin/projects/${PROJECT}`],
  questionnaires: ['/api/portal/questionnaires'],
  user: ['/api/auth/user'],
};
type KeyName = keyof typeof KEYS;

function setUp(audience: 'portal' | 'admin' = 'portal') {
  const queryClient = createQueryClient();
  for (const key of Object.values(KEYS)) queryClient.setQueryData(key, { cached: true });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useProjectLiveUpdates(PROJECT, audience), { wrapper });
  const invalidated = () =>
    (Object.keys(KEYS) as KeyName[]).filter((name) => queryClient.getQueryState(KEYS[name])?.isInvalidated);
  const resetInvalidation = () => {
    for (const key of Object.values(KEYS)) queryClient.setQueryData(key, { cached: true });
  };
  return { hook, invalidated, resetInvalidation };
}

describe('useProjectLiveUpdates', () => {
  const original = (globalThis as { EventSource?: unknown }).EventSource;
  beforeEach(() => {
    FakeEventSource.instances = [];
    (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
  });
  afterEach(() => {
    (globalThis as { EventSource?: unknown }).EventSource = original;
    jest.useRealTimers();
  });

  it('opens the project’s stream with the session cookie and says when it is live', () => {
    const { hook } = setUp();
    expect(latest().url).toBe(`/api/portal/projects/${PROJECT}/live`);
    expect(latest().init).toEqual({ withCredentials: true });
    expect(hook.result.current.status).toBe('connecting');
    act(() => latest().open());
    expect(hook.result.current.status).toBe('live');
  });

  it('refetches the queries of this project’s page on a message, and nothing else', () => {
    const { invalidated } = setUp();
    act(() => latest().open());
    act(() => latest().emit('message', 'c1', { projectId: PROJECT, messageId: 'm1' }));
    expect(invalidated()).toEqual(['detail', 'messages', 'documents', 'list']);
  });

  it('refetches the questionnaires too when they changed', () => {
    const { invalidated } = setUp();
    act(() => latest().open());
    act(() => latest().emit('changed', 'c1', { projectId: PROJECT, part: 'questionnaires' }));
    expect(invalidated()).toEqual(['detail', 'messages', 'documents', 'list', 'questionnaires']);
  });

  it('watches the staff stream on the back office, refetching the admin queries', () => {
    const { invalidated } = setUp('admin');
    expect(latest().url).toBe(`/api/admin/projects/${PROJECT}/live`);
    act(() => latest().open());
    act(() => latest().emit('changed', 'c1', { projectId: PROJECT, part: 'steps' }));
    expect(invalidated()).toEqual(['otherAudience']);
  });

  it('shows connecting while the browser reconnects by itself', () => {
    const { hook } = setUp();
    act(() => latest().open());
    act(() => latest().fail(FakeEventSource.CONNECTING));
    expect(hook.result.current.status).toBe('connecting');
    expect(FakeEventSource.instances).toHaveLength(1);
    act(() => latest().open());
    expect(hook.result.current.status).toBe('live');
  });

  it('after an error answer, goes offline and reconnects with backoff, resuming after the last event', () => {
    jest.useFakeTimers();
    const { hook } = setUp();
    act(() => latest().open());
    act(() => latest().emit('message', '2025-03-14T09:27:10.004211Z_m1', { projectId: PROJECT, messageId: 'm1' }));
    act(() => latest().fail(FakeEventSource.CLOSED));
    expect(hook.result.current.status).toBe('offline');

    act(() => jest.advanceTimersByTime(liveRetryDelay(0) - 1));
    expect(FakeEventSource.instances).toHaveLength(1);
    act(() => jest.advanceTimersByTime(1));
    expect(latest().url).toBe(
      `/api/portal/projects/${PROJECT}/live?lastEventId=${encodeURIComponent('2025-03-14T09:27:10.004211Z_m1')}`,
    );
    act(() => latest().fail(FakeEventSource.CLOSED));
    act(() => jest.advanceTimersByTime(liveRetryDelay(1)));
    expect(FakeEventSource.instances).toHaveLength(3);
    act(() => latest().open());
    expect(hook.result.current.status).toBe('live');
    expect([0, 1, 2, 5, 10].map(liveRetryDelay)).toEqual([1000, 2000, 4000, 30_000, 30_000]);
  });

  it('refetches the page every 30 s while the stream is offline, and once when it is back without a place to resume', () => {
    jest.useFakeTimers();
    const { invalidated, resetInvalidation } = setUp();
    act(() => latest().fail(FakeEventSource.CLOSED));
    act(() => jest.advanceTimersByTime(liveRetryDelay(0)));
    act(() => latest().fail(FakeEventSource.CLOSED));
    expect(invalidated()).toEqual([]);

    act(() => jest.advanceTimersByTime(LIVE_UPDATES_POLL_MS - liveRetryDelay(0)));
    expect(invalidated()).toEqual(['detail', 'messages', 'documents', 'list']);

    resetInvalidation();
    act(() => jest.advanceTimersByTime(liveRetryDelay(1)));
    act(() => latest().open());
    expect(invalidated()).toEqual(['detail', 'messages', 'documents', 'list']);
    resetInvalidation();
    act(() => jest.advanceTimersByTime(LIVE_UPDATES_POLL_MS * 2));
    expect(invalidated()).toEqual([]);
  });

  it('without EventSource, is offline and refetches the page every 30 s', () => {
    jest.useFakeTimers();
    delete (globalThis as { EventSource?: unknown }).EventSource;
    const { hook, invalidated } = setUp();
    expect(hook.result.current.status).toBe('offline');
    act(() => jest.advanceTimersByTime(LIVE_UPDATES_POLL_MS));
    expect(invalidated()).toEqual(['detail', 'messages', 'documents', 'list']);
  });

  it('closes the stream and stops retrying on unmount', () => {
    jest.useFakeTimers();
    const { hook } = setUp();
    const source = latest();
    act(() => source.fail(FakeEventSource.CLOSED));
    hook.unmount();
    act(() => jest.advanceTimersByTime(LIVE_UPDATES_POLL_MS * 2));
    expect(source.readyState).toBe(FakeEventSource.CLOSED);
    expect(FakeEventSource.instances).toHaveLength(1);
  });
});
