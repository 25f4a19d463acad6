import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsISO8601, IsOptional, IsUUID } from 'class-validator';
import { ExportQuery, TableQuery } from '../../../common/admin-table';
import { PROPOSAL_STATUSES, type ProposalStatus } from '../proposals.constants';

const ISO_INSTANT = { strict: true, strictSeparator: true };

/** An optional ISO 8601 instant bounding a date column (inclusive). */
const InstantFilter = (description: string) => (target: object, key: string) => {
  ApiPropertyOptional({ format: 'date-time', description })(target, key);
  IsOptional()(target, key);
  IsISO8601(ISO_INSTANT, { message: `${key} must be an ISO 8601 date-time` })(target, key);
};

export const PROPOSAL_SORT_FIELDS = [
  'createdAt',
  'sentAt',
  'validUntil',
  'title',
  'clientName',
  'totalCents',
  'status',
] as const;

/** The proposals table: status, client, created and valid-until ranges, search, sort, pages. */
export class ListAdminProposalsQueryDto extends TableQuery({
  sortFields: PROPOSAL_SORT_FIELDS,
  defaultSortBy: 'createdAt',
  searchDescription: "Part of the title, or of the client's name or e-mail",
}) {
  @ApiPropertyOptional({
    enum: PROPOSAL_STATUSES,
    enumName: 'ProposalStatus',
    description: 'Only proposals in this status',
  })
  @IsOptional()
  @IsIn(PROPOSAL_STATUSES)
  status?: ProposalStatus;

  @ApiPropertyOptional({ format: 'uuid', description: "Only this client account's proposals" })
  @IsOptional()
  @IsUUID()
  userId?: string;

  @InstantFilter('Created at or after')
  createdFrom?: string;

  @InstantFilter('Created at or before')
  createdTo?: string;

  @InstantFilter('Valid until at or after')
  validFrom?: string;

  @InstantFilter('Valid until at or before')
  validTo?: string;
}
export class AdminProposalFilterDto extends ExportQuery(ListAdminProposalsQueryDto) {}
