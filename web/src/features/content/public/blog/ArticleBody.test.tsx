import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAtPath } from '../../../../test/render';
import { parseArticleBody } from './article-body';
import { tableOfContents } from './article-meta';
import { ArticleBody } from './ArticleBody';

const BODY = [
  'Our company helps founders with business formation, and this paragraph is long enough to stay a paragraph.',
  'What You Need First',
  '1. Choose a structure',
  'Book a consultation when you are ready.\nA second line stays in the same paragraph.',
].join('\n\n');

describe('ArticleBody', () => {
  it('renders headings as h2, numbered subheadings as h3 and paragraphs, with ids matching the table of contents', async () => {
    const blocks = parseArticleBody(BODY);
    const { container } = await renderAtPath(<ArticleBody blocks={blocks} />, '/blog/test');

    const h2 = screen.getByRole('heading', { level: 2, name: 'What You Need First' });
    const h3 = screen.getByRole('heading', { level: 3, name: '1. Choose a structure' });
    expect(h2).toHaveAttribute('id', 'what-you-need-first');
    expect(h3).toHaveAttribute('id', 'choose-a-structure');
    expect(tableOfContents(blocks).map((entry) => entry.id)).toEqual([h2.id, h3.id]);
    expect(container.querySelectorAll('p')).toHaveLength(2);
    expect(container.querySelectorAll('p')[1].textContent).toBe(
      'Book a consultation when you are ready.\nA second line stays in the same paragraph.',
    );
  });

  it('renders auto-links as router links that navigate', async () => {
    const { router } = await renderAtPath(<ArticleBody blocks={parseArticleBody(BODY)} />, '/blog/test');

    expect(screen.getByRole('link', { name: 'Our company' })).toHaveAttribute('href', '/about');
    expect(screen.getByRole('link', { name: 'business formation' })).toHaveAttribute('href', '/services');
    expect(screen.getByRole('link', { name: 'consultation' })).toHaveAttribute('href', '/contact');
    expect(screen.getAllByRole('link')).toHaveLength(3);

    await userEvent.click(screen.getByRole('link', { name: 'business formation' }));
    await act(async () => {});
    expect(router.state.location.pathname).toBe('/services');
  });

  it('shows markup in content as text and never creates script or img elements', async () => {
    const script = '<script>alert(1)</script>';
    const img = '<img src=x onerror=alert(1)>';
    const alertSpy = jest.fn();
    window.alert = alertSpy;
    const blocks = parseArticleBody(
      `${script} is shown as text in this paragraph.\n\n${img}\n\nWhat about <b>bold</b> and ${img}?`,
    );
    const { container } = await renderAtPath(<ArticleBody blocks={blocks} />, '/blog/test');

    expect(screen.getByText(`${script} is shown as text in this paragraph.`)).toBeVisible();
    expect(screen.getByText(img)).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: `What about <b>bold</b> and ${img}?` })).toBeVisible();
    const body = container.querySelector('.article-body')!;
    expect(body.querySelector('script, img, b')).toBeNull();
    expect(document.querySelector('img')).toBeNull();
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it('renders nothing but the wrapper for an empty body', async () => {
    const { container } = await renderAtPath(<ArticleBody blocks={[]} className="extra" />, '/blog/test');
    const wrapper = container.querySelector('.article-body');
    expect(wrapper).toHaveClass('extra');
    expect(wrapper).toBeEmptyDOMElement();
  });
});
