/**
 * The browser's entry. The app's code is evaluated in steps, each in a task of its own (React, then the
 * data layer, then the app with its routes): in one piece it holds a phone's main thread for over a
 * hundred milliseconds while a server-rendered page is already on screen. The steps' modules are
 * preloaded with the entry (vite.config.ts), so the steps wait for no download.
 */
import { yieldToBrowser } from './lib/yield';
import { readServerRenderState } from './server-render-state';
import './styles/global.css';

async function start() {
  const container = document.getElementById('root')!;
  const serverState = readServerRenderState();
  // The router reads sessionStorage as its code is evaluated (scroll restoration), and a page's first
  // access waits on the browser for a few milliseconds: that wait is taken here, in a task of its own.
  try {
    void window.sessionStorage.length;
  } catch {
    // Storage refused (a privacy setting): the router does without.
  }
  await yieldToBrowser();
  await import('react-dom/client');
  await yieldToBrowser();
  await import('@tanstack/react-query');
  await yieldToBrowser();
  await import('./api/http');
  await yieldToBrowser();
  const app = await import('./app');
  await yieldToBrowser();
  if (serverState && container.hasChildNodes()) await app.hydrateServerPage(container, serverState);
  else app.renderInBrowser(container);
}

void start();
