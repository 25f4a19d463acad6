import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { browserNavigation } from '../../lib/browser-navigation';
import { renderAtPath } from '../../test/render';
import { ServerErrorPage } from './ServerErrorPage';

describe('ServerErrorPage', () => {
  it('says "Something Went Wrong" and reloads the page on retry', async () => {
    const reload = jest.spyOn(browserNavigation, 'reload').mockImplementation(() => {});
    await renderAtPath(<ServerErrorPage />, '/500');
    expect(screen.getByRole('heading', { level: 1, name: 'Something Went Wrong' })).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
