/**
 * Uploading and downloading a project's documents, for the documents list and the message thread alike
 * (docs/modules/projects.md, "Documents").
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { serverMessage } from '../../../components/form/field-errors';
import { browserNavigation } from '../../../lib/browser-navigation';
import { PROJECT_CALLS, type DocumentUpload, type ProjectAudience, type ProjectDocument } from './project-calls';

/**
 * The API's default UPLOAD_MAX_MB (docs/modules/projects.md, "Documents"). The server's setting decides: a file
 * past its limit is refused with 413 and a message naming it; this only spares a client a long upload.
 */
export const DOCUMENT_MAX_MB = 25;
const DOCUMENT_MAX_BYTES = DOCUMENT_MAX_MB * 1024 * 1024;

/** The extensions of the types the API keeps (PROJECT_DOCUMENT_TYPES; it reads the type from the bytes). */
export const DOCUMENT_ACCEPT = '.pdf,.png,.jpg,.jpeg,.gif,.webp,.docx,.xlsx,.pptx,.txt,.csv';
export const DOCUMENT_TYPES_TEXT = 'PDF, images (PNG, JPEG, GIF, WebP), Word, Excel, PowerPoint, text or CSV';

/** A note about a document, at most PROJECT_DOCUMENT_NOTES_MAX_LENGTH characters. */
export const DOCUMENT_NOTES_MAX_LENGTH = 2000;

const SIZE_UNITS = ['KB', 'MB', 'GB'] as const;

/** "840 bytes", "12 KB", "1.4 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
  return `${shown.toLocaleString('en-US')} ${SIZE_UNITS[unit]}`;
}

/** Why a file cannot be sent, before sending it; null when it may be. */
export function uploadProblem(file: File): string | null {
  if (file.size === 0) return `“${file.name}” is empty: choose another file.`;
  if (file.size > DOCUMENT_MAX_BYTES) {
    return `“${file.name}” is ${formatFileSize(file.size)}: files can be at most ${DOCUMENT_MAX_MB} MB.`;
  }
  return null;
}

/** When a document was shared: "Mar 4, 2026, 3:05 PM" in the reader's own time. */
const WHEN = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
export const sharedAt = (iso: string) => WHEN.format(new Date(iso));

/**
 * Uploads one file at a time: checks it first, reports the upload's progress (0 to 100), and the server's
 * refusal in words (413 too large, 415 a type it does not keep, 422 infected, 503 scanner down). The
 * documents list is fetched again once a file is kept.
 */
export function useDocumentUpload(projectId: string, audience: ProjectAudience) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const upload = async (request: DocumentUpload): Promise<ProjectDocument | null> => {
    const problem = uploadProblem(request.file);
    if (problem) {
      setError(problem);
      return null;
    }
    setError(null);
    setProgress(0);
    try {
      const document = await PROJECT_CALLS[audience].upload(projectId, request, setProgress);
      void queryClient.invalidateQueries({ queryKey: PROJECT_CALLS[audience].documentsKey(projectId) });
      return document;
    } catch (failure) {
      setError(serverMessage(failure, `We couldn't upload “${request.file.name}”. Please try again.`));
      return null;
    } finally {
      setProgress(null);
    }
  };

  return { upload, uploading: progress !== null, progress, error, setError };
}

/**
 * Downloads a document: asks for its short-lived signed link, then goes to it (the file arrives as an
 * attachment, so the page stays). A refusal (403 not downloadable, 404 gone) is said in words.
 */
export function useDocumentDownload(projectId: string, audience: ProjectAudience) {
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const download = async (document: { id: string; originalName: string }) => {
    setError(null);
    setPendingId(document.id);
    try {
      const { url } = await PROJECT_CALLS[audience].download(projectId, document.id);
      browserNavigation.assign(url);
    } catch (failure) {
      setError(serverMessage(failure, `We couldn't download “${document.originalName}”. Please try again.`));
    } finally {
      setPendingId(null);
    }
  };

  return { download, pendingId, error, setError };
}
