import {
  Body,
  Controller,
  createParamDecorator,
  ExecutionContext,
  Get,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Post,
  Query,
  StreamableFile,
} from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { CurrentUser, SessionUser } from '../../common/access/access.decorators';
import { ApiErrorResponses } from '../../common/api-error-responses.decorator';
import { ApiUuidParam } from '../../common/id-param.pipe';
import { PageQueryDto } from '../../common/pagination';
import {
  AcceptProposalDto,
  AcceptProposalResultDto,
  DeclineProposalDto,
  PortalProposalDto,
  PortalProposalPageDto,
} from './dto/proposal.dto';
import { ClientContext, PortalProposalsService } from './portal-proposals.service';
import { ProposalAcceptance } from './proposal-acceptance';
import { ApiProposalPdf, proposalPdfFile } from './proposal-pdf-download';

const OWN_ONLY =
  "Only the signed-in client's own proposals (including those sent to their verified e-mail before they had an account): another's id, or a draft, is 404 like an unknown one.";
const NOT_SIGNABLE =
  '409 PROPOSAL_NOT_SIGNABLE, with a message saying why, for a superseded (revised), expired (past validUntil) or declined proposal';

/** Where the request comes from (its address, its user agent), as the evidence records it. */
const Client = createParamDecorator((_data: unknown, context: ExecutionContext): ClientContext => {
  const request = context.switchToHttp().getRequest<Request>();
  return { ip: request.ip || null, userAgent: request.headers['user-agent'] ?? null };
});

/** The signed-in client's proposals: read, PDFs, decline, sign and accept. */
@ApiTags('portal-proposals')
@Controller('portal/proposals')
export class PortalProposalsController {
  constructor(
    private readonly proposals: PortalProposalsService,
    private readonly acceptance: ProposalAcceptance,
  ) {}

  @Get()
  @ApiOperation({
    summary: "The signed-in client's proposals, most recently sent first",
    description: `Every proposal sent to them, whatever its status, paginated. ${OWN_ONLY} Changes nothing.`,
  })
  @ApiOkResponse({ type: PortalProposalPageDto })
  @ApiErrorResponses(400)
  listPortalProposals(@CurrentUser() user: SessionUser, @Query() query: PageQueryDto): Promise<PortalProposalPageDto> {
    return this.proposals.list(user, query);
  }

  @Get(':id')
  @ApiUuidParam("The proposal's id")
  @ApiOperation({
    summary: 'One of the signed-in client’s proposals, with the texts signing asks them to agree to',
    description: `${OWN_ONLY} The first open of a sent proposal records \`viewed\` (time, address, user agent and the document's SHA-256) and makes it viewed; later opens change nothing. consentText and intentText are to be shown verbatim; documentSha256 is to be sent back with the acceptance.`,
  })
  @ApiOkResponse({ type: PortalProposalDto })
  @ApiErrorResponses(400, 404)
  getPortalProposal(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseUUIDPipe) id: string,
    @Client() client: ClientContext,
  ): Promise<PortalProposalDto> {
    return this.proposals.view(user, id, client);
  }

  @Get(':id/pdf')
  @ApiUuidParam("The proposal's id")
  @ApiOperation({
    summary: 'The PDF of the version shown',
    description: `${OWN_ONLY} The bytes as sent: their SHA-256 is documentSha256. Changes nothing.`,
  })
  @ApiProposalPdf()
  @ApiErrorResponses(400, 404)
  async getPortalProposalPdf(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseUUIDPipe) id: string,
  ): Promise<StreamableFile> {
    return proposalPdfFile(await this.proposals.pdfOf(user, id), 'proposal');
  }

  @Get(':id/sealed-pdf')
  @ApiUuidParam("The proposal's id")
  @ApiOperation({
    summary: 'The sealed PDF of a signed proposal, with its certificate of completion',
    description: `${OWN_ONLY} 404 until it is signed and sealed. Changes nothing.`,
  })
  @ApiProposalPdf()
  @ApiErrorResponses(400, 404)
  async getPortalProposalSealedPdf(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseUUIDPipe) id: string,
  ): Promise<StreamableFile> {
    return proposalPdfFile(await this.proposals.sealedPdfOf(user, id), 'proposal-signed');
  }

  @Post(':id/decline')
  @HttpCode(200)
  @ApiUuidParam("The proposal's id")
  @ApiOperation({
    summary: 'Decline a proposal, with a reason',
    description: `${OWN_ONLY} Records \`declined\` with the reason, address and user agent, publishes ProposalDeclined and alerts staff by e-mail. ${NOT_SIGNABLE}, and for one already accepted.`,
  })
  @ApiOkResponse({ type: PortalProposalDto })
  @ApiErrorResponses(400, 404, 409)
  declinePortalProposal(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() dto: DeclineProposalDto,
    @Client() client: ClientContext,
  ): Promise<PortalProposalDto> {
    return this.proposals.decline(user, id, dto.reason, client);
  }

  @Post(':id/accept')
  @HttpCode(200)
  @ApiUuidParam("The proposal's id")
  @ApiOperation({
    summary: 'Sign and accept a proposal: creates the project and issues the deposit (or full) invoice',
    description: `${OWN_ONLY} The typed full name, the optional drawn signature (a PNG data URL, at most 512 KB), consent to electronic records and signatures and the intent statement (both must be true: the texts are consentText and intentText), the payment choice (full only when allowFullPayment; 400 otherwise) and the documentSha256 the client read (409 PROPOSAL_DOCUMENT_CHANGED when it is not the current version). In one transaction: the signature and its evidence (time, address, user agent, document SHA-256), \`signed\` and \`accepted\`, the project (steps from its service's template, onboarding tasks, awaiting its deposit), the deposit or full invoice issued at once (e-mailed with its pay link) and the balance's draft invoice, and ProposalAccepted. Then the sealed PDF (signature and certificate of completion) is stored and e-mailed to the client and staff. Pressing Accept again, from any tab, creates nothing more and answers the same. ${NOT_SIGNABLE}. The answer's payUrl is the client's next screen.`,
  })
  @ApiOkResponse({ type: AcceptProposalResultDto })
  @ApiErrorResponses(400, 404, 409)
  acceptPortalProposal(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() dto: AcceptProposalDto,
    @Client() client: ClientContext,
  ): Promise<AcceptProposalResultDto> {
    return this.acceptance.accept(user, id, dto, client);
  }
}
