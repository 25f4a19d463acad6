import {
  BadRequestException,
  Body,
  Controller,
  ForbiddenException,
  Headers,
  HttpCode,
  Post,
  Res,
} from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiProduces, ApiProperty, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../../../common/access/access.decorators';
import { ApiErrorResponse, ApiErrorResponses } from '../../../common/api-error-responses.decorator';
import { AppConfig } from '../../../config/app.config';
import { SMS_HELP_REPLY, SMS_INBOUND_PATH, SMS_START_REPLY } from './sms.constants';
import { SmsOptouts } from './sms-optouts.service';

let twilioModule: Promise<{ default: typeof import('twilio') }> | undefined;
/** twilio is loaded by the first inbound text rather than at start: most installations never receive one. */
const loadTwilio = () => (twilioModule ??= import('twilio'));

const NOT_SIGNED = 'The request is not signed by Twilio';

/** Twilio's message ids: two letters and 32 hex digits (loosely: letters and digits, at most 64). */
const TWILIO_MESSAGE_SID = /^[A-Za-z0-9]{2,64}$/;

/** The fields of Twilio's inbound-message request this endpoint reads (Twilio sends more; all are signed). */
class InboundSmsDto {
  @ApiProperty({ example: '+14045550134', description: 'The sender, E.164' })
  From: string;

  @ApiProperty({ example: '+14045550100', description: 'Our number' })
  To: string;

  @ApiProperty({ example: 'STOP' })
  Body: string;

  @ApiProperty({ example: 'SM00000000000000000000000000000000' })
  MessageSid: string;
}

/** Twilio's webhook for texts sent to our number: STOP, START and HELP. */
@ApiTags('sms')
@Public()
@Controller()
export class SmsInboundController {
  constructor(
    private readonly config: AppConfig,
    private readonly optouts: SmsOptouts,
  ) {}

  @Post(SMS_INBOUND_PATH)
  @HttpCode(200)
  @ApiOperation({
    description:
      "Twilio calls this for each text sent to the business number; the X-Twilio-Signature header must sign the whole request for PUBLIC_URL (403 otherwise). STOP (and its synonyms) stops every text to the number at once; START lifts it; HELP gets the help text. Each message id is handled once, so Twilio's retries change nothing.",
    summary: "Twilio's inbound-SMS webhook (signed with X-Twilio-Signature): STOP, START, HELP; answers TwiML",
  })
  @ApiConsumes('application/x-www-form-urlencoded')
  @ApiBody({ type: InboundSmsDto })
  @ApiProduces('text/xml')
  @ApiOkResponse({ description: 'TwiML: the reply text, if any', schema: { type: 'string' } })
  @ApiErrorResponses(400)
  @ApiErrorResponse(403, 'Not signed by Twilio: X-Twilio-Signature is missing or does not sign this request')
  async receiveInboundSms(
    // Not a DTO: every field Twilio sends is part of the signature, so none may be stripped or refused.
    @Body() params: Record<string, string>,
    @Headers('x-twilio-signature') signature: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<string> {
    const token = this.config.isTwilioConfigured ? this.config.TWILIO_AUTH_TOKEN : undefined;
    const url = `${this.config.PUBLIC_URL.replace(/\/+$/, '')}/api/${SMS_INBOUND_PATH}`;
    if (!token || !signature) throw new ForbiddenException(NOT_SIGNED);
    const { default: twilio } = await loadTwilio();
    if (!twilio.validateRequest(token, signature, url, params ?? {})) throw new ForbiddenException(NOT_SIGNED);
    const messageSid = String(params.MessageSid ?? '');
    if (!TWILIO_MESSAGE_SID.test(messageSid)) throw new BadRequestException('MessageSid is missing or malformed');
    const kind = await this.optouts.handleInbound(messageSid, String(params.From ?? ''), String(params.Body ?? ''));
    const reply = new twilio.twiml.MessagingResponse();
    // STOP gets no reply from us: nothing may go to a number that just opted out (Twilio sends the one
    // confirmation carriers require). Other texts are not answered either.
    if (kind === 'help') reply.message(SMS_HELP_REPLY);
    if (kind === 'start') reply.message(SMS_START_REPLY);
    // Set here rather than with @Header, which would also label the JSON of a refusal as XML.
    response.type('text/xml');
    return reply.toString();
  }
}
