import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { toast } from '../../../../components/toast';
import { ASSISTANT_PRELOAD_IDLE_TIMEOUT_MS } from '../../../../constants/timing';
import { whenIdleAfterLoad } from '../../../../lib/idle';
import { useHydrated } from '../../../../lib/hydration';
import { ASSISTANT_PANEL_ID, CHAT_TEXT } from './chat-texts';
import './assistant-launcher.css';

type ChatPanelModule = typeof import('./ChatPanel');

let panelModule: Promise<ChatPanelModule> | undefined;

/** Fetches the panel's chunk once; a failed fetch (offline, a new deploy) may be tried again. */
function loadChatPanel(): Promise<ChatPanelModule> {
  panelModule ??= import('./ChatPanel').catch((error: unknown) => {
    panelModule = undefined;
    throw error;
  });
  return panelModule;
}

// Rendered only once loadChatPanel() has resolved, so it never shows a fallback.
const ChatPanel = lazy(() => loadChatPanel().then((module) => ({ default: module.ChatPanel })));

function ChatIcon() {
  return (
    <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Zm3 6.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm5 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm5 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Z"
      />
    </svg>
  );
}

/**
 * The floating assistant button of every public page (docs/modules/ai.md). It is all the page carries:
 * the panel's code is a chunk of its own, fetched when the browser is idle after the page has loaded,
 * or on the first click. The button appears once the app runs (not in the server's HTML, where a
 * click could not open anything yet). Fixed in the corner, so it never shifts the layout. The panel
 * stays mounted once opened, so closing it keeps the conversation.
 */
export function AssistantLauncher() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [loading, setLoading] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  const hydrated = useHydrated();

  useEffect(() => whenIdleAfterLoad(() => void loadChatPanel().catch(() => {}), ASSISTANT_PRELOAD_IDLE_TIMEOUT_MS), []);

  // Closing gives the focus back to the button that opened the panel.
  useEffect(() => {
    if (wasOpen.current && !open) buttonRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const openPanel = () => {
    setLoading(true);
    loadChatPanel()
      .then(() => {
        setLoaded(true);
        setOpen(true);
      })
      .catch((error: unknown) => {
        console.error('AI assistant could not load', error);
        toast({ ...CHAT_TEXT.unavailable, variant: 'destructive' });
      })
      .finally(() => setLoading(false));
  };

  if (!hydrated) return null;

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="assistant-launcher"
        aria-label={CHAT_TEXT.open}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={loaded ? ASSISTANT_PANEL_ID : undefined}
        aria-busy={loading || undefined}
        hidden={open}
        onClick={openPanel}
      >
        <ChatIcon />
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <ChatPanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
