/** Today's visit day worked out off the page's main thread (use-visit-tracking.ts, lib/off-main-thread.ts). */
import { visitDay } from './visit-day';

self.postMessage(visitDay());
