import { ConflictException, ForbiddenException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { UnprocessableEntityException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import type { Request } from 'express';
import { randomUUID } from 'node:crypto';
import { Brackets, EntityManager, Repository } from 'typeorm';
import { Clock } from '../../../common/clock';
import { DependencyUnavailableException } from '../../../common/dependency-unavailable.exception';
import { Page, PageQueryDto, toPage } from '../../../common/pagination';
import { findUnsafeText } from '../../../common/unsafe-text';
import { fieldErrors, RequestValidationException } from '../../../common/validation';
import { AppConfig } from '../../../config/app.config';
import { DocumentScanner, type ScanVerdict } from '../../../infrastructure/malware-scan/document-scanner';
import { FileStorage } from '../../../infrastructure/storage/storage';
import { storageKey } from '../../../infrastructure/storage/storage-keys';
import type { UploadRules } from '../../../infrastructure/storage/upload-checks';
import { UserDirectory } from '../../auth';
import { ProjectDocumentEntity } from '../entities/project-document.entity';
import { ProjectFeed } from '../live/project-feed';
import { recordProjectEventIn } from '../project-timeline';
import {
  AdminDocumentFieldsDto,
  type AdminProjectDocumentDto,
  type DocumentDownloadDto,
  PortalDocumentFieldsDto,
  type PortalProjectDocumentDto,
  type UpdateProjectDocumentDto,
} from './project-document.dto';
import { DOCUMENT_LINK_SECONDS, PROJECT_DOCUMENT_TYPES, PROJECT_DOCUMENTS_PREFIX } from './project-documents.constants';
import { projectFor, roleOf, type ProjectViewer } from '../project-viewer';
import { receiveUploadForm } from './upload-form';

const documentNotFound = () => new NotFoundException('Document not found');

/**
 * Whether `viewer` sees `document` (docs/modules/projects.md#documents): staff every one; the client one staff
 * left visible, once it is scanned clean, or their own upload whatever its scan.
 */
export function visibleTo(viewer: ProjectViewer, document: ProjectDocumentEntity): boolean {
  if (viewer.side === 'staff') return true;
  return document.isVisible && (document.scanStatus === 'clean' || ownUpload(viewer, document));
}

const ownUpload = (viewer: ProjectViewer, document: ProjectDocumentEntity) =>
  document.role === roleOf(viewer.side) && document.uploadedBy === viewer.user.id;

/**
 * A project's documents (docs/modules/projects.md#documents): uploads by the client and by staff, streamed into
 * the file storage and scanned for malware before the other side sees them; listed, changed and removed by staff;
 * downloaded through short-lived signed links.
 */
@Injectable()
export class ProjectDocumentsService {
  private readonly logger = new Logger('ProjectDocuments');

  constructor(
    @InjectRepository(ProjectDocumentEntity) private readonly documents: Repository<ProjectDocumentEntity>,
    private readonly storage: FileStorage,
    private readonly scanner: DocumentScanner,
    private readonly people: UserDirectory,
    private readonly feed: ProjectFeed,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  /** What an upload may be: PROJECT_DOCUMENT_TYPES, at most UPLOAD_MAX_MB megabytes. */
  get uploadRules(): UploadRules {
    return { allowedTypes: PROJECT_DOCUMENT_TYPES, maxBytes: this.config.UPLOAD_MAX_MB * 1024 * 1024 };
  }

  /** The client's view: the documents they may see, newest first. */
  async listForClient(
    viewer: ProjectViewer,
    projectId: string,
    paging: PageQueryDto,
  ): Promise<Page<PortalProjectDocumentDto>> {
    await projectFor(this.documents.manager, viewer, projectId);
    const [rows, total] = await this.documents
      .createQueryBuilder('document')
      .where('document.projectId = :projectId', { projectId })
      .andWhere('document.isVisible = true')
      .andWhere(
        new Brackets((visible) =>
          visible
            .where("document.scanStatus = 'clean'")
            .orWhere("document.role = 'customer' AND document.uploadedBy = :userId", { userId: viewer.user.id }),
        ),
      )
      .orderBy('document.createdAt', 'DESC')
      .addOrderBy('document.id', 'DESC')
      .skip(paging.skip)
      .take(paging.pageSize)
      .getManyAndCount();
    return toPage(
      rows.map((row) => portalDocument(viewer, row)),
      total,
      paging,
    );
  }

  /** Staff's view: every document of the project, newest first, with its uploader. */
  async listForStaff(
    viewer: ProjectViewer,
    projectId: string,
    paging: PageQueryDto,
  ): Promise<Page<AdminProjectDocumentDto>> {
    await projectFor(this.documents.manager, viewer, projectId);
    const [rows, total] = await this.documents.findAndCount({
      where: { projectId },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: paging.skip,
      take: paging.pageSize,
    });
    return toPage(await this.adminDocuments(viewer, rows), total, paging);
  }

  /** The client's upload (visible to staff once scanned clean). */
  async uploadForClient(viewer: ProjectViewer, projectId: string, request: Request): Promise<PortalProjectDocumentDto> {
    return portalDocument(viewer, await this.upload(viewer, projectId, request));
  }

  /** Staff's upload, with whether the client sees it and may download it. */
  async uploadForStaff(viewer: ProjectViewer, projectId: string, request: Request): Promise<AdminProjectDocumentDto> {
    return (await this.adminDocuments(viewer, [await this.upload(viewer, projectId, request)]))[0];
  }

  /**
   * Stores the uploaded file (request: multipart/form-data, read here as it streams), scans it, then writes its
   * row: the file first, then the row, so a failed upload leaves neither. An infected file is deleted, its row kept
   * as `infected` and the upload answered 422.
   */
  private async upload(viewer: ProjectViewer, projectId: string, request: Request): Promise<ProjectDocumentEntity> {
    await projectFor(this.documents.manager, viewer, projectId);
    const id = randomUUID();
    const key = storageKey(PROJECT_DOCUMENTS_PREFIX, projectId, id);
    const Fields = viewer.side === 'client' ? PortalDocumentFieldsDto : AdminDocumentFieldsDto;
    const form = await receiveUploadForm(request, {
      fieldNames: viewer.side === 'client' ? ['notes'] : ['notes', 'isVisible', 'canDownload'],
      store: (file) => this.storage.put(key, file, this.uploadRules),
      discard: () => this.storage.delete(key),
    });
    let document: ProjectDocumentEntity;
    try {
      const fields: AdminDocumentFieldsDto = await validatedFields(Fields, form.fields);
      const verdict = await this.scan(key, form.fileName);
      if (verdict === 'infected') await this.storage.delete(key);
      document = await this.documents.manager.transaction(async (manager) => {
        const row = manager.create(ProjectDocumentEntity, {
          id,
          projectId,
          uploadedBy: viewer.user.id,
          role: roleOf(viewer.side),
          originalName: form.fileName,
          storedName: key,
          mimeType: form.stored.contentType,
          sizeBytes: form.stored.size,
          notes: fields.notes ?? null,
          isVisible: fields.isVisible ?? true,
          canDownload: fields.canDownload ?? true,
          scanStatus: verdict,
          scannedAt: this.clock.now(),
        });
        await manager.insert(ProjectDocumentEntity, row);
        await recordProjectEventIn(
          manager,
          projectId,
          verdict === 'clean' ? 'document_uploaded' : 'document_infected',
          {
            documentId: id,
            originalName: row.originalName,
            by: viewer.side,
            userId: viewer.user.id,
          },
        );
        return row;
      });
    } catch (error) {
      await this.storage.delete(key).catch((cause: Error) => this.logger.error(`Left ${key}: ${cause.message}`));
      throw error;
    }
    await this.changed(projectId);
    if (document.scanStatus === 'infected') {
      throw new UnprocessableEntityException(
        `${document.originalName} contains malware and was not kept: it is listed as infected, and nobody can download it.`,
      );
    }
    return document;
  }

  /** A link to download the document for a few minutes: 404 when the viewer does not see it, 403 when they may not download it. */
  async download(viewer: ProjectViewer, projectId: string, documentId: string): Promise<DocumentDownloadDto> {
    await projectFor(this.documents.manager, viewer, projectId);
    const document = await this.documents.findOneBy({ id: documentId, projectId });
    if (!document || !visibleTo(viewer, document)) throw documentNotFound();
    if (viewer.side === 'client' && !document.canDownload) {
      throw new ForbiddenException('This document can be seen but not downloaded: ask us for a copy.');
    }
    if (document.scanStatus !== 'clean') {
      throw new ConflictException('This document failed its malware scan: its file was deleted.');
    }
    const expiresAt = new Date(this.clock.now().getTime() + DOCUMENT_LINK_SECONDS * 1000);
    const url = await this.storage.signedDownloadUrl(document.storedName, {
      expiresInSeconds: DOCUMENT_LINK_SECONDS,
      fileName: document.originalName,
    });
    return { url, expiresAt: expiresAt.toISOString() };
  }

  /** Staff change whether the client sees or may download a document, and its note. */
  async update(
    viewer: ProjectViewer,
    projectId: string,
    documentId: string,
    changes: UpdateProjectDocumentDto,
  ): Promise<AdminProjectDocumentDto> {
    const document = await this.documents.manager.transaction(async (manager) => {
      const row = await this.lockedDocument(manager, viewer, projectId, documentId);
      const changed = (['isVisible', 'canDownload', 'notes'] as const).filter(
        (field) => changes[field] !== undefined && changes[field] !== row[field],
      );
      if (changed.length === 0) return row;
      for (const field of changed) Object.assign(row, { [field]: changes[field] });
      await manager.save(row);
      await recordProjectEventIn(manager, projectId, 'document_changed', {
        documentId,
        originalName: row.originalName,
        changed,
        by: viewer.side,
        userId: viewer.user.id,
      });
      return row;
    });
    await this.changed(projectId);
    return (await this.adminDocuments(viewer, [document]))[0];
  }

  /** Staff remove a document: its row first, then its file (docs/storage.md). A message it was attached to keeps its text. */
  async remove(viewer: ProjectViewer, projectId: string, documentId: string): Promise<void> {
    const document = await this.documents.manager.transaction(async (manager) => {
      const row = await this.lockedDocument(manager, viewer, projectId, documentId);
      await manager.delete(ProjectDocumentEntity, { id: documentId });
      await recordProjectEventIn(manager, projectId, 'document_removed', {
        documentId,
        originalName: row.originalName,
        by: viewer.side,
        userId: viewer.user.id,
      });
      return row;
    });
    await this.storage
      .delete(document.storedName)
      .catch((cause: Error) => this.logger.error(`Left ${document.storedName}: ${cause.message}`));
    await this.changed(projectId);
  }

  private async lockedDocument(
    manager: EntityManager,
    viewer: ProjectViewer,
    projectId: string,
    documentId: string,
  ): Promise<ProjectDocumentEntity> {
    await projectFor(manager, viewer, projectId);
    const document = await manager.findOne(ProjectDocumentEntity, {
      where: { id: documentId, projectId },
      lock: { mode: 'pessimistic_write' },
    });
    if (!document) throw documentNotFound();
    return document;
  }

  /** The scanner's verdict on the stored file; when it cannot tell, the upload fails (503) and nothing is kept. */
  private async scan(key: string, name: string): Promise<ScanVerdict> {
    try {
      return await this.scanner.scan({
        name,
        open: async () => {
          const file = await this.storage.open(key);
          if (!file) throw new Error(`${key} is gone`);
          return file.body;
        },
      });
    } catch (error) {
      this.logger.error(`The malware scanner (${this.scanner.name}) failed on an upload: ${(error as Error).message}`);
      throw new DependencyUnavailableException();
    }
  }

  private async adminDocuments(
    viewer: ProjectViewer,
    rows: ProjectDocumentEntity[],
  ): Promise<AdminProjectDocumentDto[]> {
    const people = await this.people.people(rows.map((row) => row.uploadedBy));
    return rows.map((row) => ({
      ...portalDocument(viewer, row),
      isVisible: row.isVisible,
      uploadedBy: row.uploadedBy,
      uploaderName: people.get(row.uploadedBy ?? '')?.name ?? null,
      scannedAt: row.scannedAt?.toISOString() ?? null,
    }));
  }

  /** Open project pages fetch the documents again; a failure to tell them changes nothing committed. */
  private async changed(projectId: string): Promise<void> {
    await this.feed
      .changed(projectId, 'documents')
      .catch((error: Error) => this.logger.warn(`Live update not sent: ${error.message}`));
  }
}

/** What the client (and, with more, staff) sees of a document. */
export const portalDocument = (viewer: ProjectViewer, row: ProjectDocumentEntity): PortalProjectDocumentDto => ({
  id: row.id,
  originalName: row.originalName,
  mimeType: row.mimeType,
  sizeBytes: row.sizeBytes,
  notes: row.notes,
  canDownload: row.canDownload,
  uploaderRole: row.role,
  mine: row.uploadedBy === viewer.user.id,
  scanStatus: row.scanStatus,
  createdAt: row.createdAt.toISOString(),
});

/** The form's text fields, checked as a JSON body would be (one error shape, each bad field named). */
async function validatedFields<T extends object>(Fields: new () => T, fields: Record<string, string>): Promise<T> {
  const unsafe = findUnsafeText(fields);
  if (unsafe) throw new RequestValidationException([unsafe]);
  const dto = plainToInstance(Fields, fields);
  const errors = await validate(dto, { whitelist: true, forbidNonWhitelisted: true });
  if (errors.length) throw new RequestValidationException(fieldErrors(errors));
  return dto;
}
