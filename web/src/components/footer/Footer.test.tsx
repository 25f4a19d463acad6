import { screen } from '@testing-library/react';
import { renderAtPath } from '../../test/render';
import { Footer } from './Footer';

/** The runtime configuration block the server writes into every page (api/src/web/head-tags.ts). */
function pageFromServer(config: object) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'runtime-config';
  block.textContent = JSON.stringify(config);
  document.head.append(block);
  return () => block.remove();
}

describe('the footer', () => {
  it('says the year the server wrote into the page, not the browser’s', async () => {
    const remove = pageFromServer({ year: 2031 });
    try {
      await renderAtPath(<Footer />, '/');
      expect(screen.getByText('© 2031 Inspivision. All rights reserved.')).toBeInTheDocument();
    } finally {
      remove();
    }
  });

  it('says the current year where no server sent the page (the dev server)', async () => {
    await renderAtPath(<Footer />, '/');
    expect(screen.getByText(`© ${new Date().getFullYear()} Inspivision. All rights reserved.`)).toBeInTheDocument();
  });
});
