import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';
import { toBoolean } from '../../../common/admin-table';
import { PageOf } from '../../../common/pagination';
import { Present } from '../../../common/validation';
import { DOCUMENT_SCAN_STATUSES, type DocumentScanStatus } from '../projects.constants';
import { PROJECT_DOCUMENT_NOTES_MAX_LENGTH, PROJECT_DOCUMENT_TYPES } from './project-documents.constants';

/** A note is trimmed; an empty one is no note. */
const NoteText = () =>
  Transform(({ value }) => (typeof value === 'string' ? value.trim() || null : value), { toClassOnly: true });

const NOTES = {
  type: String,
  nullable: true,
  maxLength: PROJECT_DOCUMENT_NOTES_MAX_LENGTH,
  example: 'Signed copy, as filed with the state.',
} as const;

const SCAN_STATUS = {
  enum: DOCUMENT_SCAN_STATUSES,
  enumName: 'DocumentScanStatus',
  example: 'clean',
  description:
    'The malware scan: clean (shown to the other side), infected (its file was deleted; listed to its uploader and staff only), pending (not scanned yet)',
} as const;

/** A project document as both sides see it. */
@ApiSchema({ description: 'A file of the project: what it is, who uploaded it, and whether it may be downloaded' })
export class PortalProjectDocumentDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'Operating agreement.pdf', description: 'The file name it was uploaded with' })
  originalName: string;

  @ApiProperty({
    example: 'application/pdf',
    description: `Its type, read from its bytes: one of ${PROJECT_DOCUMENT_TYPES.join(', ')}`,
  })
  mimeType: string;

  @ApiProperty({ type: 'integer', minimum: 0, example: 183204, description: 'Its size in bytes' })
  sizeBytes: number;

  @ApiProperty({ ...NOTES, description: 'A note about it, by staff or by the client who uploaded it; null for none' })
  notes: string | null;

  @ApiProperty({
    example: true,
    description: 'Whether the client may download it (staff always may); false: listed, but the download is 403',
  })
  canDownload: boolean;

  @ApiProperty({
    enum: ['customer', 'admin'],
    example: 'admin',
    description: 'Who uploaded it: the client (customer) or staff (admin)',
  })
  uploaderRole: 'customer' | 'admin';

  @ApiProperty({ example: false, description: 'Uploaded by the signed-in person' })
  mine: boolean;

  @ApiProperty(SCAN_STATUS)
  scanStatus: DocumentScanStatus;

  @ApiProperty({ format: 'date-time', description: 'When it was uploaded' })
  createdAt: string;
}
export const PortalProjectDocumentPageDto = PageOf(PortalProjectDocumentDto, 'PortalProjectDocumentPageDto');
export type PortalProjectDocumentPageDto = InstanceType<typeof PortalProjectDocumentPageDto>;

/** A project document as staff see it: whether the client sees it, and who uploaded it. */
@ApiSchema({ description: 'A file of the project as staff see it, with its visibility to the client and its uploader' })
export class AdminProjectDocumentDto extends PortalProjectDocumentDto {
  @ApiProperty({
    example: true,
    description: 'Whether the client sees it (only once its scan is clean); false: hidden from the client',
  })
  isVisible: boolean;

  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'The uploader’s account; null once deleted',
  })
  uploadedBy: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Ana Lopez',
    description: "The uploader's name (or e-mail); null once their account is deleted",
  })
  uploaderName: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When it was scanned' })
  scannedAt: string | null;
}
export const AdminProjectDocumentPageDto = PageOf(AdminProjectDocumentDto, 'AdminProjectDocumentPageDto');
export type AdminProjectDocumentPageDto = InstanceType<typeof AdminProjectDocumentPageDto>;

const FILE = {
  type: 'string',
  format: 'binary',
  example: 'Operating agreement.pdf',
  description: `The file (one). Its type is read from its bytes: ${PROJECT_DOCUMENT_TYPES.join(', ')} (CSV counts as text); at most UPLOAD_MAX_MB megabytes (25 by default)`,
} as const;

/** The text fields of the client's upload form (the file travels beside them; upload-form.ts). */
export class PortalDocumentFieldsDto {
  @ApiPropertyOptional({
    ...NOTES,
    description: "A note about the file: staff read the client's, the client reads staff's with a visible document",
  })
  @IsOptional()
  @NoteText()
  @IsString()
  @MaxLength(PROJECT_DOCUMENT_NOTES_MAX_LENGTH)
  notes?: string | null;
}

/** The client's upload: multipart/form-data. */
export class UploadPortalDocumentDto extends PortalDocumentFieldsDto {
  @ApiProperty(FILE)
  file: unknown;
}

/** The text fields of staff's upload form. */
export class AdminDocumentFieldsDto extends PortalDocumentFieldsDto {
  @ApiPropertyOptional({ type: Boolean, default: true, description: 'Whether the client sees it (once scanned clean)' })
  @Present()
  @Transform(toBoolean)
  @IsBoolean()
  isVisible?: boolean;

  @ApiPropertyOptional({ type: Boolean, default: true, description: 'Whether the client may download it' })
  @Present()
  @Transform(toBoolean)
  @IsBoolean()
  canDownload?: boolean;
}

/** Staff's upload: multipart/form-data. */
export class UploadAdminDocumentDto extends AdminDocumentFieldsDto {
  @ApiProperty(FILE)
  file: unknown;
}

/** What staff change of a document; what is left out stays as it is. */
export class UpdateProjectDocumentDto {
  @ApiPropertyOptional({ type: Boolean, example: false, description: 'Whether the client sees it' })
  @Present()
  @IsBoolean()
  isVisible?: boolean;

  @ApiPropertyOptional({ type: Boolean, example: true, description: 'Whether the client may download it' })
  @Present()
  @IsBoolean()
  canDownload?: boolean;

  @ApiPropertyOptional({
    ...NOTES,
    description: 'The note shown with it (to the client too when visible); null or empty removes it',
  })
  @IsOptional()
  @NoteText()
  @IsString()
  @MaxLength(PROJECT_DOCUMENT_NOTES_MAX_LENGTH)
  notes?: string | null;
}

/** A short-lived link to download a document. */
@ApiSchema({ description: 'A signed link to download the document, valid for a few minutes' })
export class DocumentDownloadDto {
  @ApiProperty({
    example: 'http://localhost:3000/api/files/download?token=eyJrIjoicHJvamVjdC1kb2N1bWVudHMvLi4uIn0.c2ln',
    description: 'Download it from here (as an attachment under its file name) before expiresAt; a later use is 403',
  })
  url: string;

  @ApiProperty({ format: 'date-time', example: '2026-03-02T15:05:00.000Z', description: 'When the link stops working' })
  expiresAt: string;
}
