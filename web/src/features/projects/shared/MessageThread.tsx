/**
 * A project's message thread, for the client's page and staff's alike (plain React and CSS, no Ant Design):
 *
 *   <MessageThread projectId={project.id} audience="portal" />
 *   <MessageThread projectId={project.id} audience="admin" headingLevel={3} title="Messages with the client" />
 *
 * It renders its own section (labelled by its heading): the messages oldest to newest, the newest at the bottom,
 * each with its sender, time and attachment (a download button); "Show earlier messages" while there are more;
 * and the composer: 1 to 2000 characters with a visible count, an optional file (uploaded as a project document
 * first, then sent as the message's attachment), Send or Ctrl/Cmd+Enter; focus stays in the text box. The other
 * side's messages are marked read once shown. Its query key starts with the generated list key, so a live update
 * that invalidates the messages brings new ones in (docs/modules/projects.md, "Messages").
 */
import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import type { ProjectMessageDto, ProjectMessagePageDto } from '../../../api/generated/model';
import { LoadErrorPanel } from '../../../components/card/LoadErrorPanel';
import { serverMessage } from '../../../components/form/field-errors';
import { BRAND_NAME } from '../../../constants/site';
import {
  DOCUMENT_ACCEPT,
  formatFileSize,
  sharedAt,
  uploadProblem,
  useDocumentDownload,
  useDocumentUpload,
} from './document-actions';
import { formatWholeNumber } from '../../../lib/number-text';
import { PROJECT_CALLS, type ProjectAudience } from './project-calls';
import '../../../components/form/form.css';
import './project-shared.css';

/** PROJECT_MESSAGE_MAX_LENGTH of the API. */
export const MESSAGE_MAX_LENGTH = 2000;
const MESSAGES_PAGE_SIZE = 30;

/** Every page loaded, without duplicates (a message posted meanwhile shifts the pages), oldest first. */
function oldestFirst(pages: ProjectMessagePageDto[] | undefined): ProjectMessageDto[] {
  const byId = new Map<string, ProjectMessageDto>();
  for (const page of pages ?? []) for (const message of page.items) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
}

/** Who sent a message, as the reader knows them. */
function senderLabel(message: ProjectMessageDto, audience: ProjectAudience): { name: string; side: string | null } {
  if (message.mine) return { name: 'You', side: null };
  if (message.senderRole === 'admin')
    return { name: message.senderName, side: audience === 'portal' ? BRAND_NAME : 'Staff' };
  return { name: message.senderName, side: audience === 'admin' ? 'Client' : null };
}

export interface MessageThreadProps {
  projectId: string;
  audience: ProjectAudience;
  /** The section's heading; "Messages" by default. */
  title?: string;
  /** The heading's level in the page's outline (2 by default). */
  headingLevel?: 2 | 3;
}

export function MessageThread({ projectId, audience, title = 'Messages', headingLevel = 2 }: MessageThreadProps) {
  const calls = PROJECT_CALLS[audience];
  const Heading = `h${headingLevel}` as const;
  const id = useId();
  const headingId = `${id}-heading`;
  const queryClient = useQueryClient();
  const queryKey = useMemo(() => [...calls.messagesKey(projectId), 'thread'], [calls, projectId]);

  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) =>
      calls.listMessages(projectId, { page: pageParam, pageSize: MESSAGES_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
  const messages = useMemo(() => oldestFirst(query.data?.pages), [query.data]);
  const downloader = useDocumentDownload(projectId, audience);

  // The other side's messages are read once shown: once per newest unread message, so a refetch does not repeat
  // it. A failed receipt is not worth an error: the next message shown tries again.
  const newestUnread = [...messages].reverse().find((message) => !message.mine && message.readAt === null)?.id;
  const markedFor = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!newestUnread || markedFor.current === newestUnread) return;
    markedFor.current = newestUnread;
    calls
      .markRead(projectId)
      .then(({ markedRead }) => {
        if (markedRead === 0) return;
        for (const key of calls.summaryKeys(projectId)) void queryClient.invalidateQueries({ queryKey: key });
      })
      .catch(() => undefined);
  }, [calls, newestUnread, projectId, queryClient]);

  // The newest message in view: at the bottom when the thread opens and when one arrives, not when older load.
  const logRef = useRef<HTMLDivElement>(null);
  const newestId = messages.at(-1)?.id;
  useLayoutEffect(() => {
    const log = logRef.current;
    if (log && newestId) log.scrollTop = log.scrollHeight;
  }, [newestId]);

  const append = (message: ProjectMessageDto) => {
    queryClient.setQueryData<InfiniteData<ProjectMessagePageDto>>(queryKey, (data) => {
      if (!data || data.pages.length === 0) return data;
      const [first, ...rest] = data.pages;
      return { ...data, pages: [{ ...first!, items: [message, ...first!.items], total: first!.total + 1 }, ...rest] };
    });
  };

  return (
    <section className="project-thread" aria-labelledby={headingId}>
      <Heading id={headingId} className="project-shared__title">
        {title}
      </Heading>
      {query.isPending ? (
        <>
          <p className="visually-hidden" role="status">
            Loading messages...
          </p>
          <div className="skeleton-stack" aria-hidden="true">
            <div className="skeleton skeleton--line" />
            <div className="skeleton skeleton--line skeleton--short" />
            <div className="skeleton skeleton--line" />
          </div>
        </>
      ) : query.isError ? (
        <LoadErrorPanel
          what="the messages"
          headingLevel={3}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <>
          {query.hasNextPage ? (
            <button
              type="button"
              className="btn btn--ghost project-thread__older"
              onClick={() => void query.fetchNextPage()}
              disabled={query.isFetchingNextPage}
            >
              {query.isFetchingNextPage ? 'Loading earlier messages...' : 'Show earlier messages'}
            </button>
          ) : null}
          {messages.length === 0 ? (
            <p className="project-shared__empty">
              {audience === 'portal'
                ? 'No messages yet. Ask us anything about your project here: we usually answer within a business day.'
                : 'No messages yet.'}
            </p>
          ) : (
            // A log: screen readers hear messages as they arrive; focusable, since it scrolls.
            <div ref={logRef} className="project-thread__log" role="log" aria-labelledby={headingId} tabIndex={0}>
              <ol className="project-thread__list">
                {messages.map((message) => {
                  const sender = senderLabel(message, audience);
                  return (
                    <li
                      key={message.id}
                      className={
                        message.mine
                          ? 'project-thread__message project-thread__message--mine'
                          : 'project-thread__message'
                      }
                    >
                      <p className="project-thread__meta">
                        <span className="project-thread__sender">{sender.name}</span>
                        {sender.side ? <span className="project-thread__side">{sender.side}</span> : null}
                        <time dateTime={message.createdAt}>{sharedAt(message.createdAt)}</time>
                      </p>
                      <p className="project-thread__body">{message.body}</p>
                      {message.attachment ? (
                        <button
                          type="button"
                          className="project-file-button"
                          onClick={() => void downloader.download(message.attachment!)}
                          disabled={downloader.pendingId === message.attachment.id}
                        >
                          <span aria-hidden="true">📎 </span>
                          Download {message.attachment.originalName}
                          <span className="project-file-button__size">
                            {' '}
                            ({formatFileSize(message.attachment.sizeBytes)})
                          </span>
                        </button>
                      ) : null}
                      {message.mine && message.readAt ? <p className="project-thread__read">Read</p> : null}
                    </li>
                  );
                })}
              </ol>
            </div>
          )}
          {downloader.error ? (
            <p className="project-shared__alert" role="alert">
              {downloader.error}
            </p>
          ) : null}
        </>
      )}
      <MessageComposer projectId={projectId} audience={audience} onSent={append} />
    </section>
  );
}

/** The text box, its count, the optional file and Send. */
function MessageComposer({
  projectId,
  audience,
  onSent,
}: {
  projectId: string;
  audience: ProjectAudience;
  onSent: (message: ProjectMessageDto) => void;
}) {
  const id = useId();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const [body, setBody] = useState('');
  const [file, setFile] = useState<File | null>(null);
  // The file once uploaded: a send that failed after the upload sends it again without uploading it twice.
  const [uploadedId, setUploadedId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [status, setStatus] = useState('');
  const uploader = useDocumentUpload(projectId, audience);
  const shownError = error ?? uploader.error;
  const full = body.length >= MESSAGE_MAX_LENGTH;

  const chooseFile = (chosen: File | undefined) => {
    setError(null);
    uploader.setError(null);
    setUploadedId(null);
    if (!chosen) return;
    const problem = uploadProblem(chosen);
    if (problem) {
      setFile(null);
      setError(problem);
    } else {
      setFile(chosen);
    }
  };

  const send = async () => {
    if (sending) return;
    const text = body.trim();
    setStatus('');
    if (!text) {
      setError(file ? 'Write a message to go with your file.' : 'Write a message before sending it.');
      textareaRef.current?.focus();
      return;
    }
    setError(null);
    uploader.setError(null);
    setSending(true);
    try {
      let attachmentId = uploadedId;
      if (file && !attachmentId) {
        const document = await uploader.upload({ file });
        if (!document) return;
        attachmentId = document.id;
        setUploadedId(document.id);
      }
      const message = await PROJECT_CALLS[audience].postMessage(projectId, {
        body: text,
        ...(attachmentId ? { attachmentId } : {}),
      });
      onSent(message);
      setBody('');
      setFile(null);
      setUploadedId(null);
      setStatus('Message sent.');
    } catch (failure) {
      setError(serverMessage(failure, "We couldn't send your message. Please try again."));
    } finally {
      setSending(false);
      // The client goes on writing where they were, whether it was sent or not.
      textareaRef.current?.focus();
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void send();
    }
  };

  const textId = `${id}-text`;
  const fileId = `${id}-file`;
  return (
    <form className="project-thread__composer" onSubmit={onSubmit} noValidate aria-label="Write a message">
      <div className={shownError ? 'field field--invalid' : 'field'}>
        <label className="field__label" htmlFor={textId}>
          Your message
        </label>
        <textarea
          ref={textareaRef}
          id={textId}
          className="field__control field__control--textarea"
          rows={4}
          value={body}
          maxLength={MESSAGE_MAX_LENGTH}
          onChange={(event) => {
            setBody(event.target.value.slice(0, MESSAGE_MAX_LENGTH));
            if (error) setError(null);
          }}
          onKeyDown={onKeyDown}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={`${id}-hint ${id}-count${shownError ? ` ${id}-error` : ''}`}
        />
        <div className="project-thread__under">
          <p className="field__hint" id={`${id}-hint`}>
            Press Ctrl+Enter (⌘+Enter on a Mac) to send.
          </p>
          <p id={`${id}-count`} className={full ? 'field__count field__count--full' : 'field__count'}>
            {formatWholeNumber(body.length)} / {formatWholeNumber(MESSAGE_MAX_LENGTH)} characters
          </p>
        </div>
        <span className="visually-hidden" aria-live="polite">
          {full ? `You have reached the ${formatWholeNumber(MESSAGE_MAX_LENGTH)}-character limit.` : ''}
        </span>
        {shownError ? (
          <p className="field__error project-shared__alert" id={`${id}-error`} role="alert">
            {shownError}
          </p>
        ) : null}
      </div>
      <div className="project-thread__actions">
        {file ? (
          <p className="project-thread__file">
            <span>
              <span aria-hidden="true">📎 </span>
              {file.name} ({formatFileSize(file.size)})
            </span>
            <button
              type="button"
              className="link-button"
              onClick={() => {
                chooseFile(undefined);
                textareaRef.current?.focus();
              }}
              disabled={sending}
            >
              Remove<span className="visually-hidden"> the file {file.name}</span>
            </button>
          </p>
        ) : (
          <div className="project-file-pick">
            <input
              id={fileId}
              type="file"
              className="project-file-pick__input"
              accept={DOCUMENT_ACCEPT}
              disabled={sending}
              onChange={(event) => {
                chooseFile(event.target.files?.[0]);
                // The same file can be chosen again after it was removed.
                event.target.value = '';
              }}
            />
            <label htmlFor={fileId} className="btn btn--outline project-file-pick__label">
              Attach a file
            </label>
          </div>
        )}
        <button type="submit" className="btn btn--primary" disabled={sending}>
          {sending ? 'Sending...' : 'Send'}
        </button>
      </div>
      {uploader.progress !== null && file ? (
        <div className="project-upload-progress">
          <label htmlFor={`${id}-progress`}>Uploading {file.name}</label>
          <progress id={`${id}-progress`} max={100} value={uploader.progress}>
            {uploader.progress}%
          </progress>
        </div>
      ) : null}
      <p className="visually-hidden" role="status">
        {status}
      </p>
    </form>
  );
}
