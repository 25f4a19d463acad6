/**
 * What a project document may be, as its bytes say (file-type's names; docs/modules/projects.md#documents): PDF,
 * PNG, JPEG, GIF, WebP, Word, Excel and PowerPoint (the zip-based Office formats), and plain text, which CSV is.
 */
export const PROJECT_DOCUMENT_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'text/plain',
] as const;

/** A document's note (by staff or by the client who uploaded it): at most this many characters. */
export const PROJECT_DOCUMENT_NOTES_MAX_LENGTH = 2000;

/** The longest file name kept (the column's size); a longer one is cut, its extension kept. */
export const DOCUMENT_NAME_MAX_LENGTH = 255;

/** How long a document's download link works: minutes, as docs/storage.md advises. */
export const DOCUMENT_LINK_SECONDS = 5 * 60;

/** The storage prefix of project documents: project-documents/<projectId>/<documentId>. */
export const PROJECT_DOCUMENTS_PREFIX = 'project-documents';
