import { cleanup, screen } from '@testing-library/react';
import { fakeApiForEachTest, unauthorized } from '../../test/fake-api';
import { renderAtPath } from '../../test/render';
import { renderApp } from '../../test/render-app';
import { NotFoundPage } from './NotFoundPage';

describe('NotFoundPage', () => {
  it('says "Page Not Found" and links to home, dashboard, services, blog and contact', async () => {
    await renderAtPath(<NotFoundPage />, '/no-such-page');
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    const links = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/', '/dashboard', '/services', '/blog', '/contact']);
  });
});

describe('the legal routes', () => {
  const api = fakeApiForEachTest();
  beforeEach(() => {
    api.routes.set('GET /api/auth/user', unauthorized);
    api.routes.set('GET /api/pages/privacy', () => ({
      status: 200,
      body: { slug: 'privacy', title: 'Privacy', metaDescription: null, sections: [], content: {} },
    }));
  });

  it('serve the three legal pages and "Page Not Found" for any other /legal path', async () => {
    await renderApp('/legal/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    cleanup();
    await renderApp('/legal/cookies');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  });
});
