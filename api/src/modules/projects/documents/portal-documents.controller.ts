import { Controller, Get, Param, ParseUUIDPipe, Post, Query, Req } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { CurrentUser, SessionUser } from '../../../common/access/access.decorators';
import { ApiErrorResponse, ApiErrorResponses } from '../../../common/api-error-responses.decorator';
import { ApiUuidParam } from '../../../common/id-param.pipe';
import { PageQueryDto } from '../../../common/pagination';
import {
  DocumentDownloadDto,
  PortalProjectDocumentDto,
  PortalProjectDocumentPageDto,
  UploadPortalDocumentDto,
} from './project-document.dto';
import { ProjectDocumentsService } from './project-documents.service';
import { ApiUploadErrors, DOWNLOAD_LINK, OWN_PROJECT } from './project-documents.openapi';

/** The signed-in client's documents of one of their projects. */
@ApiTags('portal-projects')
@Controller('portal/projects/:projectId/documents')
@ApiUuidParam("The project's id", 'projectId')
export class PortalDocumentsController {
  constructor(private readonly documents: ProjectDocumentsService) {}

  @Get()
  @ApiOperation({
    summary: "A project's documents the client may see, newest first",
    description: `${OWN_PROJECT} The documents staff left visible once their malware scan is clean, and the client's own uploads whatever their scan (an infected one is listed as such, without a file); a document staff hid is never listed. With each, its note and whether it may be downloaded. Paginated. Changes nothing.`,
  })
  @ApiOkResponse({ type: PortalProjectDocumentPageDto })
  @ApiErrorResponses(400, 404)
  listPortalProjectDocuments(
    @CurrentUser() user: SessionUser,
    @Param('projectId', ParseUUIDPipe) projectId: string,
    @Query() query: PageQueryDto,
  ): Promise<PortalProjectDocumentPageDto> {
    return this.documents.listForClient({ user, side: 'client' }, projectId, query);
  }

  @Post()
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: UploadPortalDocumentDto })
  @ApiOperation({
    summary: 'Upload a document to a project',
    description: `${OWN_PROJECT} multipart/form-data: the file in \`file\`, an optional note for staff in \`notes\`. The file streams into storage; its type is read from its bytes; then it is scanned for malware and staff see it once it is clean. Answers the document, listed to the client from then on.`,
  })
  @ApiCreatedResponse({ type: PortalProjectDocumentDto })
  @ApiUploadErrors()
  uploadPortalProjectDocument(
    @CurrentUser() user: SessionUser,
    @Param('projectId', ParseUUIDPipe) projectId: string,
    @Req() request: Request,
  ): Promise<PortalProjectDocumentDto> {
    return this.documents.uploadForClient({ user, side: 'client' }, projectId, request);
  }

  @Get(':documentId/download')
  @ApiUuidParam("The document's id", 'documentId')
  @ApiOperation({
    summary: 'A short-lived link to download a document',
    description: `${OWN_PROJECT} ${DOWNLOAD_LINK} 404 for a document the client does not see (hidden by staff, not scanned clean); 403 when staff did not let them download it; 409 for their own upload that was found infected. Changes nothing.`,
  })
  @ApiOkResponse({ type: DocumentDownloadDto })
  @ApiErrorResponse(403, 'Staff did not let the client download this document (it is listed, with canDownload false)')
  @ApiErrorResponses(400, 404, 409)
  getPortalProjectDocumentDownload(
    @CurrentUser() user: SessionUser,
    @Param('projectId', ParseUUIDPipe) projectId: string,
    @Param('documentId', ParseUUIDPipe) documentId: string,
  ): Promise<DocumentDownloadDto> {
    return this.documents.download({ user, side: 'client' }, projectId, documentId);
  }
}
