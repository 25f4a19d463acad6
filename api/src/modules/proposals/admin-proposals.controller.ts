import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Patch,
  Post,
  Query,
  StreamableFile,
} from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly, CurrentUser, SessionUser } from '../../common/access/access.decorators';
import { TableExport } from '../../common/admin-table';
import { ApiErrorResponses } from '../../common/api-error-responses.decorator';
import { ApiUuidParam } from '../../common/id-param.pipe';
import { AdminProposalFilterDto, ListAdminProposalsQueryDto } from './dto/admin-proposals-query.dto';
import { AdminProposalDetailDto, AdminProposalPageDto, CreateProposalDto, UpdateProposalDto } from './dto/proposal.dto';
import { ApiProposalPdf, proposalPdfFile } from './proposal-pdf-download';
import { PortalProposalsService } from './portal-proposals.service';
import { ProposalsService } from './proposals.service';

const PRICING =
  "Totals are computed by the invoices' rule (docs/modules/billing.md: each line and its tax rounded half up, the discount before tax spread over the lines), then the deposit (depositBasisPoints of the total, rounded half up) and the balance. 400 for a discount given both in cents and in percent, a fixed discount over the subtotal, a total over $999,999.99.";

/** Staff's proposals: create, list, export, read, change a draft, send, duplicate, revise, PDFs. */
@ApiTags('admin-proposals')
@AdminOnly()
@Controller('admin/proposals')
export class AdminProposalsController {
  constructor(
    private readonly proposals: ProposalsService,
    private readonly portal: PortalProposalsService,
  ) {}

  @Post()
  @ApiOperation({
    summary: 'Create a draft proposal for a client account, or for the person of a service inquiry or consultation',
    description:
      "Exactly one of userId, serviceInquiryId, consultationId (400 otherwise, or when it does not exist). For an inquiry or consultation the name and e-mail are its contact's, and the account is theirs when they have one (or a verified account with that e-mail); without an account, sending it invites them to create one. The service (the project's step template) defaults to the inquiry's first. " +
      PRICING +
      ' Records `created`. Not idempotent: each call creates a proposal.',
  })
  @ApiCreatedResponse({ type: AdminProposalDetailDto })
  @ApiErrorResponses(400)
  async createProposal(
    @Body() dto: CreateProposalDto,
    @CurrentUser() user: SessionUser,
  ): Promise<AdminProposalDetailDto> {
    return this.proposals.adminGet(await this.proposals.create(dto, user));
  }

  @Get()
  @ApiOperation({
    summary: 'Proposals: filter by status, client and dates, search, sort, paginate',
    description: 'One page of the proposals table (status, value, sent, viewed, signed). Changes nothing.',
  })
  @ApiOkResponse({ type: AdminProposalPageDto })
  @ApiErrorResponses(400)
  listAdminProposals(@Query() query: ListAdminProposalsQueryDto): Promise<AdminProposalPageDto> {
    return this.proposals.adminList(query);
  }

  @Get('export')
  @TableExport('proposals')
  exportAdminProposals(@Query() filter: AdminProposalFilterDto): Promise<StreamableFile> {
    return this.proposals.adminExport(filter);
  }

  @Get(':id')
  @ApiUuidParam("The proposal's id")
  @ApiOperation({
    summary: 'One proposal: items, totals, signature, links and its event timeline',
    description:
      'Everything the proposal drawer shows; the timeline says who did what, when, from which address and user agent, and on which document version (its SHA-256), oldest first. Changes nothing.',
  })
  @ApiOkResponse({ type: AdminProposalDetailDto })
  @ApiErrorResponses(400, 404)
  getAdminProposal(@Param('id', ParseUUIDPipe) id: string): Promise<AdminProposalDetailDto> {
    return this.proposals.adminGet(id);
  }

  @Patch(':id')
  @ApiUuidParam("The proposal's id")
  @ApiOperation({
    summary: 'Change a draft proposal',
    description:
      'Only the fields sent change (null clears an optional one; sending discountCents or discountBasisPoints replaces the discount). ' +
      PRICING +
      ' 409 PROPOSAL_NOT_EDITABLE once it is sent: revise it instead. Records `updated`. Sending the same change twice leaves the same proposal.',
  })
  @ApiOkResponse({ type: AdminProposalDetailDto })
  @ApiErrorResponses(400, 404, 409)
  async updateProposal(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() dto: UpdateProposalDto,
    @CurrentUser() user: SessionUser,
  ): Promise<AdminProposalDetailDto> {
    await this.proposals.update(id, dto, user);
    return this.proposals.adminGet(id);
  }

  @Post(':id/send')
  @HttpCode(200)
  @ApiUuidParam("The proposal's id")
  @ApiOperation({
    summary: 'Send a draft proposal to its client',
    description:
      'Renders its PDF as of now and keeps its SHA-256 (documentSha256: the exact document the client reads and signs), records `sent`, publishes ProposalSent, and e-mails the client (through the outbox) the PDF and a link to /portal/proposals/{id}; a recipient without an account gets a link that signs them up and lands on the proposal. 400 when validUntil has passed or is more than 365 days ahead; 409 STATUS_TRANSITION_INVALID when it is not a draft, INVOICE_AMOUNT_NOT_PAYABLE when a card cannot pay its deposit (under $0.50).',
  })
  @ApiOkResponse({ type: AdminProposalDetailDto })
  @ApiErrorResponses(400, 404, 409)
  async sendProposal(
    @Param('id', ParseUUIDPipe) id: string,
    @CurrentUser() user: SessionUser,
  ): Promise<AdminProposalDetailDto> {
    await this.proposals.send(id, user);
    return this.proposals.adminGet(id);
  }

  @Post(':id/duplicate')
  @ApiUuidParam("The proposal's id")
  @ApiOperation({
    summary: 'Duplicate a proposal as a new draft',
    description:
      'A new draft (version 1) with the same client, items, prices and terms, whatever the status of the original, which does not change. Records `created` on the copy. Not idempotent: each call makes a copy.',
  })
  @ApiCreatedResponse({ type: AdminProposalDetailDto })
  @ApiErrorResponses(400, 404)
  async duplicateProposal(
    @Param('id', ParseUUIDPipe) id: string,
    @CurrentUser() user: SessionUser,
  ): Promise<AdminProposalDetailDto> {
    return this.proposals.adminGet(await this.proposals.duplicate(id, user));
  }

  @Post(':id/revise')
  @ApiUuidParam("The proposal's id")
  @ApiOperation({
    summary: 'Revise a sent or viewed proposal: a new version, the old one superseded',
    description:
      'Creates the next version as a draft (revisesId: this one) to change and send; this one becomes `superseded` at once (supersededById) and can no longer be signed or declined (409 for the client). 409 STATUS_TRANSITION_INVALID for a draft (change it instead) or an accepted, declined, expired or superseded proposal.',
  })
  @ApiCreatedResponse({ type: AdminProposalDetailDto })
  @ApiErrorResponses(400, 404, 409)
  async reviseProposal(
    @Param('id', ParseUUIDPipe) id: string,
    @CurrentUser() user: SessionUser,
  ): Promise<AdminProposalDetailDto> {
    return this.proposals.adminGet(await this.proposals.revise(id, user));
  }

  @Get(':id/pdf')
  @ApiUuidParam("The proposal's id")
  @ApiOperation({
    summary: 'The PDF of a proposal as the client sees it (a draft as it would be sent)',
    description: "A sent version's bytes are those sent: their SHA-256 is documentSha256. Changes nothing.",
  })
  @ApiProposalPdf()
  @ApiErrorResponses(400, 404)
  async getAdminProposalPdf(@Param('id', ParseUUIDPipe) id: string): Promise<StreamableFile> {
    return proposalPdfFile(await this.proposals.pdfOf(id), 'proposal');
  }

  @Get(':id/sealed-pdf')
  @ApiUuidParam("The proposal's id")
  @ApiOperation({
    summary: 'The sealed PDF of a signed proposal: the document, the signature and the certificate of completion',
    description:
      'Digitally signed, so any change to the file is detectable; its SHA-256 is sealedPdfSha256. 404 until it is sealed (just after acceptance). Changes nothing.',
  })
  @ApiProposalPdf()
  @ApiErrorResponses(400, 404)
  async getAdminProposalSealedPdf(@Param('id', ParseUUIDPipe) id: string): Promise<StreamableFile> {
    return proposalPdfFile(await this.portal.sealedPdf(await this.proposals.find(id)), 'proposal-signed');
  }
}
