import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, SessionUser } from '../../../common/access/access.decorators';
import { ApiErrorResponses } from '../../../common/api-error-responses.decorator';
import { PageQueryDto } from '../../../common/pagination';
import { PortalConsultationPageDto, PortalQuestionPageDto, PortalServiceInquiryPageDto } from './portal-bookings.dto';
import { PortalBookingsService } from './portal-bookings.service';

const OWN =
  'Only the signed-in client’s own: sent while signed in to this account, or sent to its e-mail address once verified. ' +
  'Newest first, paginated. Changes nothing.';

/** The signed-in client's consultations, service inquiries and questions. */
@ApiTags('portal-bookings')
@Controller('portal/bookings')
export class PortalBookingsController {
  constructor(private readonly bookings: PortalBookingsService) {}

  @Get('consultations')
  @ApiOperation({
    summary: "The signed-in client's consultations, with status, meeting link and the links to change them",
    description: `${OWN} An active consultation (pending or confirmed, its time still ahead) carries the signed cancel and reschedule links its e-mails offer.`,
  })
  @ApiOkResponse({ type: PortalConsultationPageDto })
  @ApiErrorResponses(400)
  listPortalConsultations(
    @CurrentUser() user: SessionUser,
    @Query() query: PageQueryDto,
  ): Promise<PortalConsultationPageDto> {
    return this.bookings.listConsultations(user.id, query);
  }

  @Get('service-inquiries')
  @ApiOperation({
    summary: "The signed-in client's service inquiries, with status and meeting link",
    description: OWN,
  })
  @ApiOkResponse({ type: PortalServiceInquiryPageDto })
  @ApiErrorResponses(400)
  listPortalServiceInquiries(
    @CurrentUser() user: SessionUser,
    @Query() query: PageQueryDto,
  ): Promise<PortalServiceInquiryPageDto> {
    return this.bookings.listServiceInquiries(user.id, query);
  }

  @Get('questions')
  @ApiOperation({ summary: "The signed-in client's general questions, with status", description: OWN })
  @ApiOkResponse({ type: PortalQuestionPageDto })
  @ApiErrorResponses(400)
  listPortalQuestions(@CurrentUser() user: SessionUser, @Query() query: PageQueryDto): Promise<PortalQuestionPageDto> {
    return this.bookings.listQuestions(user.id, query);
  }
}
