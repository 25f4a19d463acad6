/**
 * A project's documents, for the client's page and staff's alike (plain React and CSS, no Ant Design):
 *
 *   <ProjectDocuments projectId={project.id} audience="portal" />
 *   <ProjectDocuments projectId={project.id} audience="admin" headingLevel={3} />
 *
 * It renders its own section (labelled by its heading): the documents newest first, each with its name, size,
 * date, who shared it and its note, and Download (the signed link, then the file) when the reader may download
 * it ("View only" otherwise); then the upload: a labelled file input inside a drop zone, an optional note, the
 * upload's progress and the server's refusal in words (413 too large, 415 a type it does not keep). Staff also
 * get, per document, its scan, whether the client sees it and may download it, its note, and Delete; and choose
 * both flags for an upload (docs/modules/projects.md, "Documents").
 */
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useRef, useState, type DragEvent, type FormEvent } from 'react';
import {
  deleteAdminProjectDocument,
  updateAdminProjectDocument,
} from '../../../api/generated/admin-projects/admin-projects';
import type { AdminProjectDocumentDto, UpdateProjectDocumentDto } from '../../../api/generated/model';
import { LoadErrorPanel } from '../../../components/card/LoadErrorPanel';
import { serverMessage } from '../../../components/form/field-errors';
import { toast } from '../../../components/toast';
import { BRAND_NAME } from '../../../constants/site';
import {
  DOCUMENT_ACCEPT,
  DOCUMENT_MAX_MB,
  DOCUMENT_NOTES_MAX_LENGTH,
  DOCUMENT_TYPES_TEXT,
  formatFileSize,
  sharedAt,
  uploadProblem,
  useDocumentDownload,
  useDocumentUpload,
} from './document-actions';
import { isAdminDocument, PROJECT_CALLS, type ProjectAudience, type ProjectDocument } from './project-calls';
import '../../../components/form/form.css';
import './project-shared.css';

const DOCUMENTS_PAGE_SIZE = 20;

/** Who shared a document, as the reader knows them. */
function sharedBy(document: ProjectDocument): string {
  if (document.mine) return 'you';
  if (isAdminDocument(document)) {
    const side = document.uploaderRole === 'admin' ? 'staff' : 'client';
    return document.uploaderName ? `${document.uploaderName} (${side})` : `the ${side}`;
  }
  return document.uploaderRole === 'admin' ? BRAND_NAME : 'the client';
}

/** Why the reader cannot download a document; null when they can. */
function notDownloadable(document: ProjectDocument, audience: ProjectAudience): string | null {
  if (document.scanStatus === 'infected') return 'Blocked: this file did not pass the virus check and was removed.';
  if (document.scanStatus === 'pending') return 'Being checked for viruses: it can be downloaded once it passes.';
  if (audience === 'portal' && !document.canDownload) return 'View only: ask us if you need a copy.';
  return null;
}

export interface ProjectDocumentsProps {
  projectId: string;
  audience: ProjectAudience;
  /** The section's heading; "Documents" by default. */
  title?: string;
  /** The heading's level in the page's outline (2 by default). */
  headingLevel?: 2 | 3;
  /** Tells of a finished upload: the page's own notices (the back office's message host); the site's toast by default. */
  notify?: (notice: { title: string; description: string }) => void;
}

export function ProjectDocuments({
  projectId,
  audience,
  title = 'Documents',
  headingLevel = 2,
  notify = toast,
}: ProjectDocumentsProps) {
  const calls = PROJECT_CALLS[audience];
  const Heading = `h${headingLevel}` as const;
  const headingId = `${useId()}-heading`;
  const query = useInfiniteQuery({
    queryKey: [...calls.documentsKey(projectId), 'list'],
    queryFn: ({ pageParam, signal }) =>
      calls.listDocuments(projectId, { page: pageParam, pageSize: DOCUMENTS_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
  // A document uploaded meanwhile shifts the pages: each one once.
  const documents = useMemo(() => {
    const byId = new Map<string, ProjectDocument>();
    for (const page of query.data?.pages ?? []) for (const document of page.items) byId.set(document.id, document);
    return [...byId.values()];
  }, [query.data]);
  const downloader = useDocumentDownload(projectId, audience);

  return (
    <section className="project-docs" aria-labelledby={headingId}>
      <Heading id={headingId} className="project-shared__title">
        {title}
      </Heading>
      {query.isPending ? (
        <>
          <p className="visually-hidden" role="status">
            Loading documents...
          </p>
          <div className="skeleton-stack" aria-hidden="true">
            <div className="skeleton skeleton--line" />
            <div className="skeleton skeleton--line skeleton--short" />
          </div>
        </>
      ) : query.isError ? (
        <LoadErrorPanel
          what="the documents"
          headingLevel={3}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : documents.length === 0 ? (
        <p className="project-shared__empty">
          {audience === 'portal'
            ? 'No documents yet. Files we share with you, and the ones you upload, will be listed here.'
            : 'No documents yet.'}
        </p>
      ) : (
        <>
          <ul className="project-docs__list">
            {documents.map((document) => {
              const blocked = notDownloadable(document, audience);
              return (
                <li key={document.id} className="project-docs__item">
                  <div className="project-docs__main">
                    <p className="project-docs__name">{document.originalName}</p>
                    <p className="project-docs__meta">
                      {formatFileSize(document.sizeBytes)} · shared by {sharedBy(document)} on{' '}
                      <time dateTime={document.createdAt}>{sharedAt(document.createdAt)}</time>
                    </p>
                    {document.notes ? <p className="project-docs__notes">{document.notes}</p> : null}
                    {blocked ? <p className="project-docs__blocked">{blocked}</p> : null}
                  </div>
                  {blocked ? null : (
                    <button
                      type="button"
                      className="btn btn--outline project-docs__download"
                      onClick={() => void downloader.download(document)}
                      disabled={downloader.pendingId === document.id}
                    >
                      {downloader.pendingId === document.id ? 'Preparing...' : 'Download'}
                      <span className="visually-hidden"> {document.originalName}</span>
                    </button>
                  )}
                  {isAdminDocument(document) ? <StaffControls projectId={projectId} document={document} /> : null}
                </li>
              );
            })}
          </ul>
          {query.hasNextPage ? (
            <button
              type="button"
              className="btn btn--ghost"
              onClick={() => void query.fetchNextPage()}
              disabled={query.isFetchingNextPage}
            >
              {query.isFetchingNextPage ? 'Loading more documents...' : 'Show more documents'}
            </button>
          ) : null}
        </>
      )}
      {downloader.error ? (
        <p className="project-shared__alert" role="alert">
          {downloader.error}
        </p>
      ) : null}
      <UploadForm projectId={projectId} audience={audience} notify={notify} />
    </section>
  );
}

/** Choose or drop one file, add a note, upload it (staff also choose what the client may do with it). */
function UploadForm({
  projectId,
  audience,
  notify,
}: Pick<Required<ProjectDocumentsProps>, 'projectId' | 'audience' | 'notify'>) {
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [notes, setNotes] = useState('');
  const [isVisible, setIsVisible] = useState(true);
  const [canDownload, setCanDownload] = useState(true);
  const [dragging, setDragging] = useState(false);
  const uploader = useDocumentUpload(projectId, audience);

  const choose = (chosen: File | undefined) => {
    uploader.setError(null);
    if (!chosen) return setFile(null);
    const problem = uploadProblem(chosen);
    setFile(problem ? null : chosen);
    if (problem) uploader.setError(problem);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (uploader.uploading) return;
    if (!file) {
      uploader.setError('Choose a file to upload first.');
      fileRef.current?.focus();
      return;
    }
    const trimmed = notes.trim();
    const document = await uploader.upload({
      file,
      ...(trimmed ? { notes: trimmed } : {}),
      ...(audience === 'admin' ? { isVisible, canDownload } : {}),
    });
    if (!document) return;
    setFile(null);
    setNotes('');
    notify({
      title: 'Document uploaded',
      description: `“${document.originalName}” is now in the project's documents.`,
    });
  };

  const hintId = `${id}-hint`;
  return (
    <form
      className="project-docs__upload"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label="Upload a document"
    >
      <div
        className={dragging ? 'project-drop project-drop--active' : 'project-drop'}
        onDragEnter={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragOver={(event) => event.preventDefault()}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <div className="project-file-pick">
          <input
            ref={fileRef}
            id={`${id}-file`}
            type="file"
            className="project-file-pick__input"
            accept={DOCUMENT_ACCEPT}
            aria-describedby={hintId}
            disabled={uploader.uploading}
            onChange={(event) => {
              choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <label htmlFor={`${id}-file`} className="btn btn--outline project-file-pick__label">
            Choose a file to upload
          </label>
        </div>
        <p className="project-drop__hint" id={hintId}>
          Or drop it here. {DOCUMENT_TYPES_TEXT}; up to {DOCUMENT_MAX_MB} MB.
        </p>
        {file ? (
          <p className="project-drop__chosen">
            <span>
              Selected: {file.name} ({formatFileSize(file.size)})
            </span>
            <button
              type="button"
              className="link-button"
              onClick={() => choose(undefined)}
              disabled={uploader.uploading}
            >
              Remove<span className="visually-hidden"> {file.name}</span>
            </button>
          </p>
        ) : null}
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-notes`}>
          Note (optional)
        </label>
        <textarea
          id={`${id}-notes`}
          className="field__control field__control--textarea"
          rows={2}
          maxLength={DOCUMENT_NOTES_MAX_LENGTH}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
        />
      </div>
      {audience === 'admin' ? (
        <div className="project-docs__flags">
          <label className="checkbox-field">
            <input
              type="checkbox"
              className="checkbox-field__control"
              checked={isVisible}
              onChange={(event) => setIsVisible(event.target.checked)}
            />
            <span className="checkbox-field__text">Visible to the client</span>
          </label>
          <label className="checkbox-field">
            <input
              type="checkbox"
              className="checkbox-field__control"
              checked={canDownload}
              onChange={(event) => setCanDownload(event.target.checked)}
            />
            <span className="checkbox-field__text">The client may download it</span>
          </label>
        </div>
      ) : null}
      {uploader.error ? (
        <p className="project-shared__alert" role="alert">
          {uploader.error}
        </p>
      ) : null}
      {uploader.progress !== null && file ? (
        <div className="project-upload-progress">
          <label htmlFor={`${id}-progress`}>Uploading {file.name}</label>
          <progress id={`${id}-progress`} max={100} value={uploader.progress}>
            {uploader.progress}%
          </progress>
        </div>
      ) : null}
      <button type="submit" className="btn btn--primary project-docs__submit" disabled={uploader.uploading}>
        {uploader.uploading ? 'Uploading...' : 'Upload'}
      </button>
    </form>
  );
}

/** Staff's controls of one document: its scan, the client's access, its note, Delete. */
function StaffControls({ projectId, document }: { projectId: string; document: AdminProjectDocumentDto }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [editingNote, setEditingNote] = useState(false);
  const [note, setNote] = useState(document.notes ?? '');
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const editRef = useRef<HTMLButtonElement>(null);

  const refresh = () => {
    const calls = PROJECT_CALLS.admin;
    void queryClient.invalidateQueries({ queryKey: calls.documentsKey(projectId) });
  };

  const run = async (action: () => Promise<unknown>, fallback: string) => {
    setBusy(true);
    setError(null);
    try {
      await action();
      refresh();
      return true;
    } catch (failure) {
      setError(serverMessage(failure, fallback));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const change = (update: UpdateProjectDocumentDto) =>
    run(() => updateAdminProjectDocument(projectId, document.id, update), "We couldn't change this document.");

  const saveNote = async (event: FormEvent) => {
    event.preventDefault();
    if (await change({ notes: note.trim() || null })) {
      setEditingNote(false);
      editRef.current?.focus();
    }
  };

  const remove = async () => {
    const removed = await run(
      () => deleteAdminProjectDocument(projectId, document.id),
      "We couldn't delete this document.",
    );
    // Messages it was attached to lose their attachment.
    if (removed) void queryClient.invalidateQueries({ queryKey: PROJECT_CALLS.admin.messagesKey(projectId) });
  };

  const scan =
    document.scanStatus === 'clean'
      ? `Scan: clean${document.scannedAt ? ` (${sharedAt(document.scannedAt)})` : ''}`
      : document.scanStatus === 'infected'
        ? 'Scan: infected, file removed'
        : 'Scan: pending';

  return (
    <div className="project-docs__staff">
      <p className={`project-docs__scan project-docs__scan--${document.scanStatus}`}>{scan}</p>
      <label className="checkbox-field">
        <input
          type="checkbox"
          className="checkbox-field__control"
          checked={document.isVisible}
          disabled={busy}
          onChange={(event) => void change({ isVisible: event.target.checked })}
        />
        <span className="checkbox-field__text">
          Visible to the client<span className="visually-hidden"> ({document.originalName})</span>
        </span>
      </label>
      <label className="checkbox-field">
        <input
          type="checkbox"
          className="checkbox-field__control"
          checked={document.canDownload}
          disabled={busy}
          onChange={(event) => void change({ canDownload: event.target.checked })}
        />
        <span className="checkbox-field__text">
          The client may download it<span className="visually-hidden"> ({document.originalName})</span>
        </span>
      </label>
      {editingNote ? (
        <form className="project-docs__note-form" onSubmit={(event) => void saveNote(event)} noValidate>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-note`}>
              Note about {document.originalName} (the client reads it when the document is visible)
            </label>
            <textarea
              id={`${id}-note`}
              className="field__control field__control--textarea"
              rows={2}
              maxLength={DOCUMENT_NOTES_MAX_LENGTH}
              value={note}
              // Opened by a click on "Edit the note": the text box is where the user goes next.
              autoFocus
              onChange={(event) => setNote(event.target.value)}
            />
          </div>
          <div className="project-docs__row">
            <button type="submit" className="btn btn--primary" disabled={busy}>
              Save the note
            </button>
            <button
              type="button"
              className="btn btn--ghost"
              onClick={() => {
                setNote(document.notes ?? '');
                setEditingNote(false);
              }}
            >
              Cancel
            </button>
          </div>
        </form>
      ) : confirmingDelete ? (
        <div className="project-docs__row" role="group" aria-label={`Delete ${document.originalName}?`}>
          <p>Delete “{document.originalName}”? Messages it was attached to keep their text.</p>
          <button type="button" className="btn btn--primary" disabled={busy} onClick={() => void remove()}>
            Delete it
          </button>
          <button type="button" className="btn btn--ghost" onClick={() => setConfirmingDelete(false)}>
            Keep it
          </button>
        </div>
      ) : (
        <div className="project-docs__row">
          <button ref={editRef} type="button" className="link-button" onClick={() => setEditingNote(true)}>
            {document.notes ? 'Edit the note' : 'Add a note'}
            <span className="visually-hidden"> about {document.originalName}</span>
          </button>
          <button type="button" className="link-button" onClick={() => setConfirmingDelete(true)}>
            Delete<span className="visually-hidden"> {document.originalName}</span>
          </button>
        </div>
      )}
      {error ? (
        <p className="project-shared__alert" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
