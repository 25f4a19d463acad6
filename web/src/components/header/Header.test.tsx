import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAtPath } from '../../test/render';
import { Header } from './Header';

function mainNavLink(name: string) {
  return within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name });
}

function activeMainNavLinks() {
  return within(screen.getByRole('navigation', { name: 'Main' }))
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);
}

describe('Header', () => {
  it('has the public links, Book Consultation and Login for a logged-out visitor', async () => {
    await renderAtPath(<Header />, '/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['Services', '/services'],
      ['Portfolio', '/portfolio'],
      ['Blog', '/blog'],
      ['About', '/about'],
      ['Contact', '/contact#contact-form'],
    ]);
    expect(screen.getByRole('link', { name: 'Book Consultation' })).toHaveAttribute('href', '/consultation');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth');
    expect(screen.queryByRole('link', { name: 'Client Portal' })).not.toBeInTheDocument();
  });

  it('marks Home active only on "/" exactly', async () => {
    await renderAtPath(<Header />, '/');
    expect(activeMainNavLinks()).toEqual(['Home']);
  });

  it('marks the link whose path prefixes the current path', async () => {
    await renderAtPath(<Header />, '/blog/how-to-start-a-business');
    expect(activeMainNavLinks()).toEqual(['Blog']);
    expect(mainNavLink('Home')).not.toHaveAttribute('aria-current');
  });

  it('matches whole segments only', async () => {
    await renderAtPath(<Header />, '/services-overview');
    expect(activeMainNavLinks()).toEqual([]);
  });

  it('marks Contact active on /contact despite its hash', async () => {
    await renderAtPath(<Header />, '/contact?form=questions');
    expect(activeMainNavLinks()).toEqual(['Contact']);
  });

  it('follows navigation', async () => {
    const user = userEvent.setup();
    const { router } = await renderAtPath(<Header />, '/');
    await user.click(mainNavLink('Services'));
    expect(router.state.location.pathname).toBe('/services');
    expect(activeMainNavLinks()).toEqual(['Services']);
  });

  it('shows Client Portal, Admin and a user menu for a signed-in admin', async () => {
    const user = userEvent.setup();
    await renderAtPath(<Header user={{ email: 'ana@example.com', firstName: 'Ana', isAdmin: true }} />, '/');
    expect(mainNavLink('Client Portal')).toHaveAttribute('href', '/portal');
    expect(mainNavLink('Admin')).toHaveAttribute('href', '/admin1');
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Ana/ }));
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Admin Panel' })).toHaveAttribute('href', '/admin1');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('labels the user menu with the e-mail when there is no first name, and hides Admin for customers', async () => {
    await renderAtPath(<Header user={{ email: 'sam@example.com', firstName: null, isAdmin: false }} />, '/');
    const button = screen.getByRole('button', { name: /sam@example\.com/ });
    // Cut with an ellipsis on narrow screens, whole in the tooltip and the button's name.
    expect(within(button).getByTitle('sam@example.com')).toHaveClass('truncated');
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });
});

describe('mobile drawer', () => {
  it('opens as a dialog titled "Navigation Menu" with focus inside it', async () => {
    const user = userEvent.setup();
    await renderAtPath(<Header />, '/');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = screen.getByRole('dialog', { name: 'Navigation Menu' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(
      within(dialog)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Services', 'Portfolio', 'Blog', 'About', 'Contact', 'Book Consultation', 'Login']);
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes when an item is clicked, after navigating', async () => {
    const user = userEvent.setup();
    const { router } = await renderAtPath(<Header />, '/');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Services' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/services');
  });

  it('closes when the item of the current page is clicked', async () => {
    const user = userEvent.setup();
    await renderAtPath(<Header />, '/services');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Services' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Escape and returns focus to the menu button', async () => {
    const user = userEvent.setup();
    await renderAtPath(<Header />, '/');
    const opener = screen.getByRole('button', { name: 'Open menu' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    await renderAtPath(<Header />, '/');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = screen.getByRole('dialog');
    const closeButton = within(dialog).getByRole('button', { name: 'Close menu' });
    expect(closeButton).toHaveFocus();

    await user.tab({ shift: true });
    expect(within(dialog).getByRole('link', { name: 'Login' })).toHaveFocus();
    await user.tab();
    expect(closeButton).toHaveFocus();
  });

  it('closes with its close button', async () => {
    const user = userEvent.setup();
    await renderAtPath(<Header />, '/');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    await act(async () => {});
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
