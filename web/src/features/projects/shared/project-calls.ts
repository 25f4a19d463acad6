/**
 * The calls of a project's thread and documents for each side: the portal's (the client, tag portal-projects)
 * and the back office's (staff, tag admin-projects). The operations answer the same shapes but for staff's
 * extras on documents (docs/modules/projects.md, "Documents" and "Messages"), so the shared components pick
 * their calls here by `audience`, and their query keys are the generated ones: a live update that invalidates
 * a generated key reaches them.
 */
import type { AxiosProgressEvent } from 'axios';
import {
  getAdminProjectDocumentDownload,
  getGetAdminProjectQueryKey,
  getListAdminProjectDocumentsQueryKey,
  getListAdminProjectMessagesQueryKey,
  getListAdminProjectsQueryKey,
  listAdminProjectDocuments,
  listAdminProjectMessages,
  markAdminProjectMessagesRead,
  postAdminProjectMessage,
  uploadAdminProjectDocument,
} from '../../../api/generated/admin-projects/admin-projects';
import type {
  AdminProjectDocumentDto,
  DocumentDownloadDto,
  MessagesReadDto,
  PortalProjectDocumentDto,
  PostProjectMessageDto,
  ProjectMessageDto,
  ProjectMessagePageDto,
} from '../../../api/generated/model';
import {
  getGetPortalProjectQueryKey,
  getListPortalProjectDocumentsQueryKey,
  getListPortalProjectMessagesQueryKey,
  getListPortalProjectsQueryKey,
  getPortalProjectDocumentDownload,
  listPortalProjectDocuments,
  listPortalProjectMessages,
  markPortalProjectMessagesRead,
  postPortalProjectMessage,
  uploadPortalProjectDocument,
} from '../../../api/generated/portal-projects/portal-projects';

/** Who is looking: the client in the portal, or staff in the back office. */
export type ProjectAudience = 'portal' | 'admin';

/** A document as either side lists it; staff's has `isVisible`, `uploaderName` and `scannedAt` too. */
export type ProjectDocument = PortalProjectDocumentDto | AdminProjectDocumentDto;

export const isAdminDocument = (document: ProjectDocument): document is AdminProjectDocumentDto =>
  'isVisible' in document;

export interface DocumentPage {
  items: ProjectDocument[];
  page: number;
  pageSize: number;
  total: number;
}

/** A file to upload; staff may also set whether the client sees it and may download it (both true by default). */
export interface DocumentUpload {
  file: File;
  notes?: string;
  isVisible?: boolean;
  canDownload?: boolean;
}

interface PageParams {
  page: number;
  pageSize: number;
}

export interface ProjectCalls {
  messagesKey(projectId: string): readonly unknown[];
  listMessages(projectId: string, params: PageParams, signal?: AbortSignal): Promise<ProjectMessagePageDto>;
  postMessage(projectId: string, message: PostProjectMessageDto): Promise<ProjectMessageDto>;
  markRead(projectId: string): Promise<MessagesReadDto>;
  documentsKey(projectId: string): readonly unknown[];
  listDocuments(projectId: string, params: PageParams, signal?: AbortSignal): Promise<DocumentPage>;
  upload(projectId: string, upload: DocumentUpload, onProgress: (percent: number) => void): Promise<ProjectDocument>;
  download(projectId: string, documentId: string): Promise<DocumentDownloadDto>;
  /** What shows counts of unread messages or documents: the project's page and the projects list. */
  summaryKeys(projectId: string): ReadonlyArray<readonly unknown[]>;
}

/** axios's progress event as a whole percentage (none while the total is unknown). */
const progressOf = (onProgress: (percent: number) => void) => (event: AxiosProgressEvent) => {
  if (event.total) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
};

/** Query keys without their params: they match every page of the list (react-query matches by prefix). */
const prefix = (key: readonly unknown[]) => [key[0]] as const;

export const PROJECT_CALLS: Record<ProjectAudience, ProjectCalls> = {
  portal: {
    messagesKey: (projectId) => prefix(getListPortalProjectMessagesQueryKey(projectId)),
    listMessages: (projectId, params, signal) => listPortalProjectMessages(projectId, params, undefined, signal),
    postMessage: (projectId, message) => postPortalProjectMessage(projectId, message),
    markRead: (projectId) => markPortalProjectMessagesRead(projectId),
    documentsKey: (projectId) => prefix(getListPortalProjectDocumentsQueryKey(projectId)),
    listDocuments: (projectId, params, signal) => listPortalProjectDocuments(projectId, params, undefined, signal),
    upload: (projectId, { file, notes }, onProgress) =>
      uploadPortalProjectDocument(projectId, { file, notes }, { onUploadProgress: progressOf(onProgress) }),
    download: (projectId, documentId) => getPortalProjectDocumentDownload(projectId, documentId),
    summaryKeys: (projectId) => [getGetPortalProjectQueryKey(projectId), prefix(getListPortalProjectsQueryKey())],
  },
  admin: {
    messagesKey: (projectId) => prefix(getListAdminProjectMessagesQueryKey(projectId)),
    listMessages: (projectId, params, signal) => listAdminProjectMessages(projectId, params, undefined, signal),
    postMessage: (projectId, message) => postAdminProjectMessage(projectId, message),
    markRead: (projectId) => markAdminProjectMessagesRead(projectId),
    documentsKey: (projectId) => prefix(getListAdminProjectDocumentsQueryKey(projectId)),
    listDocuments: (projectId, params, signal) => listAdminProjectDocuments(projectId, params, undefined, signal),
    upload: (projectId, upload, onProgress) =>
      uploadAdminProjectDocument(projectId, upload, { onUploadProgress: progressOf(onProgress) }),
    download: (projectId, documentId) => getAdminProjectDocumentDownload(projectId, documentId),
    summaryKeys: (projectId) => [getGetAdminProjectQueryKey(projectId), prefix(getListAdminProjectsQueryKey())],
  },
};
