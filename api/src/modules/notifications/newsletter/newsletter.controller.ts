import { Body, Controller, HttpCode, Post, Query, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import { Public } from '../../../common/access/access.decorators';
import { ApiErrorResponses } from '../../../common/api-error-responses.decorator';
import { MessageDto } from '../../../common/message.dto';
import { OneClickUnsubscribeQueryDto, SubscribeDto, UnsubscribeDto } from './dto/newsletter.dto';
import { NewsletterService } from './newsletter.service';

export const SUBSCRIBED_MESSAGE = "You're subscribed. You'll now receive our latest business insights and updates.";
export const UNSUBSCRIBED_MESSAGE =
  'You have been removed from our marketing e-mails. Transactional e-mails about your account, bookings and ' +
  'payments may still arrive.';

/** The blog's newsletter sign-up: public and rate-limited. */
@ApiTags('newsletter')
@Public()
@Controller('newsletter')
export class NewsletterController {
  constructor(private readonly newsletter: NewsletterService) {}

  @Post('subscribe')
  @HttpCode(200)
  @UseGuards(ThrottlerGuard)
  @ApiOperation({
    summary: 'Subscribe to the newsletter (idempotent); a welcome e-mail follows a new or renewed subscription',
  })
  @ApiOkResponse({ type: MessageDto })
  @ApiErrorResponses(400, 429)
  async subscribeToNewsletter(@Body() dto: SubscribeDto): Promise<MessageDto> {
    await this.newsletter.subscribe(dto.email);
    return { message: SUBSCRIBED_MESSAGE };
  }
}

/** Leaving marketing e-mail: the /unsubscribe page and the one-click link of every marketing e-mail. */
@ApiTags('newsletter')
@Public()
@Controller('unsubscribe')
export class UnsubscribeController {
  constructor(private readonly newsletter: NewsletterService) {}

  @Post()
  @HttpCode(200)
  @UseGuards(ThrottlerGuard)
  @ApiOperation({
    summary:
      'Stop marketing e-mail to an address and end its newsletter subscription (same answer whether or not the ' +
      'address was known); transactional e-mail still goes',
  })
  @ApiOkResponse({ type: MessageDto })
  @ApiErrorResponses(400, 403, 429)
  async unsubscribe(@Body() dto: UnsubscribeDto): Promise<MessageDto> {
    await this.newsletter.unsubscribe(dto.email, dto.reason, dto.token);
    return { message: UNSUBSCRIBED_MESSAGE };
  }

  @Post('one-click')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'RFC 8058 one-click unsubscribe: what mail providers POST (List-Unsubscribe=One-Click, form-encoded, no ' +
      'cookie) to the List-Unsubscribe link',
  })
  @ApiOkResponse({ type: MessageDto })
  @ApiErrorResponses(400, 403)
  async oneClickUnsubscribe(@Query() query: OneClickUnsubscribeQueryDto): Promise<MessageDto> {
    await this.newsletter.unsubscribeOneClick(query.email, query.token);
    return { message: UNSUBSCRIBED_MESSAGE };
  }
}
