import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { PATHS } from '../../../../constants/site';
import { SiteLink } from '../../../../components/navigation';
import { useMediaQuery, useModal } from '../../../../lib/modal';
import { ASSISTANT_PANEL_ID, CHAT_MESSAGE_MAX_LENGTH, CHAT_TEXT } from './chat-texts';
import { splitReplyLinks } from './reply-links';
import { useChat, type ChatEntry } from './use-chat';
import '../../../../styles/utilities.css';
import './chat-panel.css';

/**
 * Below this width the panel covers the page (chat-panel.css): there it is modal, and following a link
 * closes it so the page shows.
 */
const COVERS_PAGE_QUERY = '(max-width: 479.98px)';

export interface ChatPanelProps {
  open: boolean;
  onClose: () => void;
}

function SendIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M3.4 20.4 21 12 3.4 3.6 3.4 10.1 15 12 3.4 13.9z" />
    </svg>
  );
}

interface BubbleProps {
  entry: ChatEntry;
  /** Only the latest reply offers its suggestions, and only while nothing is pending. */
  showSuggestions: boolean;
  onSuggestion: (text: string) => void;
  onFollowLink: () => void;
}

function ChatBubble({ entry, showSuggestions, onSuggestion, onFollowLink }: BubbleProps) {
  const fromVisitor = entry.role === 'user';
  return (
    <li className={fromVisitor ? 'chat-message chat-message--user' : 'chat-message chat-message--assistant'}>
      <span className="visually-hidden">{fromVisitor ? 'You: ' : `${CHAT_TEXT.title}: `}</span>
      <p className="chat-message__text">
        {fromVisitor
          ? entry.content
          : splitReplyLinks(entry.content).map((part, index) =>
              'path' in part ? (
                <SiteLink
                  key={index}
                  to={part.path}
                  search={part.search}
                  className="chat-inline-link"
                  onClick={onFollowLink}
                >
                  {part.path}
                </SiteLink>
              ) : (
                part.text
              ),
            )}
      </p>
      {entry.serviceRecommendations.length > 0 ? (
        <div className="chat-message__services">
          <p className="chat-message__label" id={`chat-recommendations-${entry.id}`}>
            {CHAT_TEXT.recommendations}
          </p>
          <ul className="chat-message__service-list" aria-labelledby={`chat-recommendations-${entry.id}`}>
            {entry.serviceRecommendations.map((title) => (
              <li key={title}>
                <SiteLink to={PATHS.services} className="chat-service-link" onClick={onFollowLink}>
                  {title}
                </SiteLink>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {showSuggestions && entry.suggestions.length > 0 ? (
        <ul className="chat-suggestions" aria-label={CHAT_TEXT.suggestions}>
          {entry.suggestions.map((suggestion) => (
            <li key={suggestion}>
              <button type="button" className="chat-suggestion" onClick={() => onSuggestion(suggestion)}>
                {suggestion}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/**
 * The assistant's panel (docs/modules/ai.md), loaded lazily by AssistantLauncher: a
 * dialog titled "AI Assistant" that keeps its conversation while closed; non-modal beside the page,
 * modal where it covers the page (the page behind inert, Tab kept inside). Opening it puts the focus
 * in the question field, Escape closes it, and each reply is announced (live region).
 */
export function ChatPanel({ open, onClose }: ChatPanelProps) {
  const { entries, send, pending } = useChat();
  const [draft, setDraft] = useState('');
  const titleId = useId();
  const inputId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const coversPage = useMediaQuery(COVERS_PAGE_QUERY);
  const modal = open && coversPage;
  useModal(panelRef, modal);

  useEffect(() => {
    if (open) (inputRef.current?.disabled ? panelRef.current : inputRef.current)?.focus();
  }, [open]);

  // The field is disabled while a reply is pending; give it the focus back unless the visitor moved on.
  useEffect(() => {
    const active = document.activeElement;
    if (open && !pending && (active === document.body || panelRef.current?.contains(active))) {
      inputRef.current?.focus();
    }
  }, [open, pending]);

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [entries.length, pending]);

  const ask = (text: string) => {
    if (!send(text)) return;
    setDraft('');
    // The field and the suggestion buttons are about to be disabled or removed: keep the focus in the dialog.
    panelRef.current?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    ask(draft);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };

  const closeIfCoveringPage = () => {
    if (coversPage) onClose();
  };

  const latest = entries[entries.length - 1]!;
  // Replies only: the greeting is read with the dialog, the visitor's own messages need no echo.
  const announcement = entries.length > 1 && latest.role === 'assistant' ? latest.content : '';

  return (
    <div
      ref={panelRef}
      id={ASSISTANT_PANEL_ID}
      className="chat-panel"
      role="dialog"
      aria-modal={modal || undefined}
      aria-labelledby={titleId}
      tabIndex={-1}
      hidden={!open}
      onKeyDown={onKeyDown}
    >
      <div className="chat-panel__head">
        <h2 id={titleId} className="chat-panel__title">
          {CHAT_TEXT.title}
        </h2>
        <button type="button" className="icon-button chat-panel__close" aria-label={CHAT_TEXT.close} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>

      <ol ref={listRef} className="chat-panel__messages" aria-label={CHAT_TEXT.conversation}>
        {entries.map((entry) => (
          <ChatBubble
            key={entry.id}
            entry={entry}
            showSuggestions={entry === latest && !pending}
            onSuggestion={ask}
            onFollowLink={closeIfCoveringPage}
          />
        ))}
        {pending ? (
          <li className="chat-message chat-message--assistant chat-typing">
            <span className="visually-hidden">{CHAT_TEXT.typing}</span>
            <span className="chat-typing__dot" aria-hidden="true" />
            <span className="chat-typing__dot" aria-hidden="true" />
            <span className="chat-typing__dot" aria-hidden="true" />
          </li>
        ) : null}
      </ol>

      <p className="visually-hidden" role="status">
        {announcement}
      </p>

      <form className="chat-panel__form" onSubmit={submit}>
        <label className="visually-hidden" htmlFor={inputId}>
          {CHAT_TEXT.inputLabel}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          className="chat-panel__input"
          type="text"
          autoComplete="off"
          enterKeyHint="send"
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          placeholder={CHAT_TEXT.placeholder}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          disabled={pending}
        />
        <button
          type="submit"
          className="chat-panel__send"
          aria-label={CHAT_TEXT.send}
          disabled={pending || !draft.trim()}
        >
          <SendIcon />
        </button>
      </form>
    </div>
  );
}
