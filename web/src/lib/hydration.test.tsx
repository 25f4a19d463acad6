import { act, render } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { HydrationRoot, useHydrated } from './hydration';

function Probe() {
  return <output>{useHydrated() ? 'app' : 'server'}</output>;
}

describe('useHydrated', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
  });

  it("is false in the server's render and in the first render of its hydration, then true", async () => {
    const app = (
      <HydrationRoot serverRendered>
        <Probe />
      </HydrationRoot>
    );
    const html = renderToString(app);
    expect(html).toContain('server');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverableErrors: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, app, { onRecoverableError: (error) => recoverableErrors.push(error) });
    });
    expect(recoverableErrors).toEqual([]);
    expect(container).toHaveTextContent('app');
  });

  it('is true from the first render in a page the browser renders alone', () => {
    const { container } = render(
      <HydrationRoot serverRendered={false}>
        <Probe />
      </HydrationRoot>,
    );
    expect(container).toHaveTextContent('app');
  });

  it('outside HydrationRoot: false in a server render, true in the browser', () => {
    expect(renderToString(<Probe />)).toContain('server');
    expect(render(<Probe />).container).toHaveTextContent('app');
  });
});
