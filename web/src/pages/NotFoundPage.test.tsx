import { screen } from '@testing-library/react';
import { renderAtPath } from '../test/render';
import { NotFoundPage } from './NotFoundPage';

describe('NotFoundPage', () => {
  it('says "Page Not Found" and links to home, dashboard, services, blog and contact', async () => {
    await renderAtPath(<NotFoundPage />, '/no-such-page');
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    const links = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/', '/dashboard', '/services', '/blog', '/contact']);
  });
});
