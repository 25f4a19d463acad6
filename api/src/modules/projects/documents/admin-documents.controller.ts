import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Patch, Post, Query, Req } from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { AdminOnly, CurrentUser, SessionUser } from '../../../common/access/access.decorators';
import { ApiErrorResponses } from '../../../common/api-error-responses.decorator';
import { ApiUuidParam } from '../../../common/id-param.pipe';
import { PageQueryDto } from '../../../common/pagination';
import {
  AdminProjectDocumentDto,
  AdminProjectDocumentPageDto,
  DocumentDownloadDto,
  UpdateProjectDocumentDto,
  UploadAdminDocumentDto,
} from './project-document.dto';
import { ProjectDocumentsService } from './project-documents.service';
import { ApiUploadErrors, DOWNLOAD_LINK } from './project-documents.openapi';

/** Staff's documents of a project: every one, uploads, visibility, notes, removal. */
@ApiTags('admin-projects')
@AdminOnly()
@Controller('admin/projects/:projectId/documents')
@ApiUuidParam("The project's id", 'projectId')
export class AdminDocumentsController {
  constructor(private readonly documents: ProjectDocumentsService) {}

  @Get()
  @ApiOperation({
    summary: "A project's documents, newest first",
    description:
      "Every document of the project, the client's uploads and staff's, whatever their visibility or malware scan (an infected one has no file left), with its uploader. Paginated. Changes nothing.",
  })
  @ApiOkResponse({ type: AdminProjectDocumentPageDto })
  @ApiErrorResponses(400, 404)
  listAdminProjectDocuments(
    @CurrentUser() user: SessionUser,
    @Param('projectId', ParseUUIDPipe) projectId: string,
    @Query() query: PageQueryDto,
  ): Promise<AdminProjectDocumentPageDto> {
    return this.documents.listForStaff({ user, side: 'staff' }, projectId, query);
  }

  @Post()
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: UploadAdminDocumentDto })
  @ApiOperation({
    summary: 'Upload a document to a project',
    description:
      'multipart/form-data: the file in `file`; optional `notes` (shown to the client with it), `isVisible` and `canDownload` (`true` or `false`, both true by default). The file streams into storage; its type is read from its bytes; then it is scanned for malware, and the client sees it once it is clean (when visible). Recorded in the timeline; open project pages are told.',
  })
  @ApiCreatedResponse({ type: AdminProjectDocumentDto })
  @ApiUploadErrors()
  uploadAdminProjectDocument(
    @CurrentUser() user: SessionUser,
    @Param('projectId', ParseUUIDPipe) projectId: string,
    @Req() request: Request,
  ): Promise<AdminProjectDocumentDto> {
    return this.documents.uploadForStaff({ user, side: 'staff' }, projectId, request);
  }

  @Patch(':documentId')
  @ApiUuidParam("The document's id", 'documentId')
  @ApiOperation({
    summary: 'Show or hide a document to the client, allow its download, change its note',
    description:
      'Changes what is sent; the rest stays. A hidden document disappears from the client’s list and downloads at once. Recorded in the timeline (which fields changed); open project pages are told.',
  })
  @ApiOkResponse({ type: AdminProjectDocumentDto })
  @ApiErrorResponses(400, 404)
  updateAdminProjectDocument(
    @CurrentUser() user: SessionUser,
    @Param('projectId', ParseUUIDPipe) projectId: string,
    @Param('documentId', ParseUUIDPipe) documentId: string,
    @Body() dto: UpdateProjectDocumentDto,
  ): Promise<AdminProjectDocumentDto> {
    return this.documents.update({ user, side: 'staff' }, projectId, documentId, dto);
  }

  @Delete(':documentId')
  @HttpCode(204)
  @ApiUuidParam("The document's id", 'documentId')
  @ApiOperation({
    summary: 'Delete a document and its file',
    description:
      'Deletes the document, then its file. Messages it was attached to keep their text, without the attachment. Recorded in the timeline; open project pages are told.',
  })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiErrorResponses(400, 404)
  deleteAdminProjectDocument(
    @CurrentUser() user: SessionUser,
    @Param('projectId', ParseUUIDPipe) projectId: string,
    @Param('documentId', ParseUUIDPipe) documentId: string,
  ): Promise<void> {
    return this.documents.remove({ user, side: 'staff' }, projectId, documentId);
  }

  @Get(':documentId/download')
  @ApiUuidParam("The document's id", 'documentId')
  @ApiOperation({
    summary: 'A short-lived link to download a document',
    description: `${DOWNLOAD_LINK} Staff may download every document of the project that has its file (409 for one found infected, whose file was deleted). Changes nothing.`,
  })
  @ApiOkResponse({ type: DocumentDownloadDto })
  @ApiErrorResponses(400, 404, 409)
  getAdminProjectDocumentDownload(
    @CurrentUser() user: SessionUser,
    @Param('projectId', ParseUUIDPipe) projectId: string,
    @Param('documentId', ParseUUIDPipe) documentId: string,
  ): Promise<DocumentDownloadDto> {
    return this.documents.download({ user, side: 'staff' }, projectId, documentId);
  }
}
