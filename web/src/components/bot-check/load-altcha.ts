/**
 * The ALTCHA widget (`<altcha-widget>`), loaded in the browser only (BotCheck imports this module from an
 * effect: custom elements and workers have no place in server rendering). The `external` build has no
 * inline styles or blob: workers, so the site's Content Security Policy stays as it is: its stylesheet
 * and its SHA worker are files of the site like any other (worker-src falls back to script-src 'self').
 */
import 'altcha/external';
import 'altcha/altcha.css';
import ShaWorker from 'altcha/workers/sha?worker';

globalThis.$altcha.algorithms.set('SHA-256', () => new ShaWorker());
