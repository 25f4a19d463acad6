import { Body, Controller, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../../../common/access/access.decorators';
import { ApiErrorResponses } from '../../../common/api-error-responses.decorator';
import { ErrorResponseDto } from '../../../common/error-response.dto';
import { RateLimit } from '../../../throttling/rate-limits';
import { CancelConsultationDto, ConsultationCancelledDto } from './consultation-lifecycle.dto';
import { ConsultationLifecycle } from './consultation-lifecycle.service';
import { ApiUuidParam } from '../../../common/id-param.pipe';

/** What the visitor does from the signed links of their e-mails. */
@ApiTags('consultations')
@Controller('consultations')
export class BookingLinksController {
  constructor(private readonly lifecycle: ConsultationLifecycle) {}

  @Public()
  @Post(':id/cancel')
  @RateLimit('signedLink')
  @HttpCode(200)
  @ApiUuidParam("The consultation's id, as in the link of its e-mail")
  @ApiOperation({
    summary: 'Cancel a consultation from the signed link of its e-mails (frees its slot)',
    description:
      'What the page of the e-mailed cancel link (/cancel-consultation?id=&token=) posts when the visitor ' +
      'confirms; the token goes in the body, never in a URL the API logs. The slot is freed, pending reminders ' +
      'are cancelled and the visitor is e-mailed a confirmation (with a cancellation of the ' +
      'calendar event when the booking was confirmed). A malformed, forged or another booking’s token is 400 ' +
      '(BOOKING_LINK_INVALID); an expired one (past the booked time) 410; a booking no longer pending or ' +
      'confirmed 409 (CONSULTATION_NOT_ACTIVE).',
  })
  @ApiOkResponse({ type: ConsultationCancelledDto })
  @ApiErrorResponses(400, 404, 409)
  @ApiResponse({ status: 410, description: 'The link has expired', type: ErrorResponseDto })
  async cancelConsultationByLink(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() dto: CancelConsultationDto,
  ): Promise<ConsultationCancelledDto> {
    const consultation = await this.lifecycle.cancelByVisitor(id, dto.token);
    return {
      id: consultation.id,
      status: consultation.status,
      message: 'Your consultation is cancelled. A confirmation is on its way to your e-mail.',
    };
  }
}
