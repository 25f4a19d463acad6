import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy*/waitFor give a slow (shared, loaded) CI machine 30 s instead of 1 s before failing, and a test
// three minutes: the admin screens render all of antd in jsdom, and on a loaded 2-core machine (the api suite
// beside them) one re-render of a drawer took over 10 s. The limits catch hangs only; behaviour is what the
// assertions check.
configure({ asyncUtilTimeout: 30_000 });
jest.setTimeout(180_000);

/*
 * jsdom gaps (docs/web.md, tests): matchMedia, a setTimeout-based MessageChannel (Node's
 * worker_threads one keeps jest from exiting), getComputedStyle with a pseudo-element,
 * window.scrollTo for the router, and ResizeObserver (antd's tables and selects observe sizes).
 */

if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string): MediaQueryList =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  });
}

class TimeoutMessagePort {
  onmessage: ((event: { data: unknown }) => void) | null = null;
  other: TimeoutMessagePort | null = null;
  postMessage(data: unknown) {
    const target = this.other;
    setTimeout(() => target?.onmessage?.({ data }), 0);
  }
  start() {}
  close() {}
  addEventListener() {}
  removeEventListener() {}
}

class TimeoutMessageChannel {
  port1 = new TimeoutMessagePort();
  port2 = new TimeoutMessagePort();
  constructor() {
    this.port1.other = this.port2;
    this.port2.other = this.port1;
  }
}

Object.defineProperty(globalThis, 'MessageChannel', {
  writable: true,
  configurable: true,
  value: TimeoutMessageChannel,
});

const originalGetComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element, pseudoElement?: string | null) =>
  // jsdom throws "Not implemented" for pseudo-elements; answer with the element's own style.
  originalGetComputedStyle(element, pseudoElement ? undefined : pseudoElement);

window.scrollTo = (() => {}) as typeof window.scrollTo;
Element.prototype.scrollIntoView = function scrollIntoView() {};
Element.prototype.scrollTo = function scrollTo() {} as typeof Element.prototype.scrollTo;

if (!('ResizeObserver' in globalThis)) {
  class NoopResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(globalThis, 'ResizeObserver', {
    writable: true,
    configurable: true,
    value: NoopResizeObserver,
  });
}

/*
 * jsdom has no Fetch classes, and TanStack Router's redirect() (e.g. /login forwarding to /auth)
 * builds a Response with Headers: the little of them the router uses.
 */
if (typeof globalThis.Response === 'undefined') {
  class MinimalHeaders {
    private readonly values = new Map<string, string>();
    constructor(init?: Record<string, string> | MinimalHeaders) {
      if (init instanceof MinimalHeaders) init.values.forEach((value, name) => this.values.set(name, value));
      else for (const [name, value] of Object.entries(init ?? {})) this.set(name, value);
    }
    get(name: string) {
      return this.values.get(name.toLowerCase()) ?? null;
    }
    set(name: string, value: string) {
      this.values.set(name.toLowerCase(), value);
    }
    has(name: string) {
      return this.values.has(name.toLowerCase());
    }
  }
  class MinimalResponse {
    readonly status: number;
    readonly headers: MinimalHeaders;
    constructor(_body: unknown, init: { status?: number; headers?: Record<string, string> | MinimalHeaders } = {}) {
      this.status = init.status ?? 200;
      this.headers = new MinimalHeaders(init.headers);
    }
  }
  Object.assign(globalThis, { Headers: globalThis.Headers ?? MinimalHeaders, Response: MinimalResponse });
}

/*
 * Tests start as a browser that has signed in before (the API's signed-in hint cookie is set), so
 * the auth check asks the fake API; tests of anonymous visitors clear it.
 */
beforeEach(() => {
  document.cookie = 'inspivision.signed-in=1; Path=/';
});
