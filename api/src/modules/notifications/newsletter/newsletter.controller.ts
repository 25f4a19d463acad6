import { Body, Controller, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../../../common/access/access.decorators';
import { ApiErrorResponse, ApiErrorResponses } from '../../../common/api-error-responses.decorator';
import { BotChecked } from '../../../common/bot-challenge/bot-check.guard';
import { ErrorResponseDto } from '../../../common/error-response.dto';
import { MessageDto } from '../../../common/message.dto';
import { RateLimit } from '../../../throttling/rate-limits';
import {
  ConfirmSubscriptionDto,
  OneClickUnsubscribeQueryDto,
  SubscribeDto,
  UnsubscribeDto,
} from './dto/newsletter.dto';
import { NewsletterService } from './newsletter.service';

/** The answer to every sign-up, whatever it did: it never tells whether an address was known. */
export const CHECK_INBOX_MESSAGE =
  'Please check your inbox: your subscription starts when you click the link in the e-mail we send you to ' +
  'confirm it.';
export const SUBSCRIBED_MESSAGE = "You're subscribed. You'll now receive our latest business insights and updates.";
export const UNSUBSCRIBED_MESSAGE =
  'You have been removed from our marketing e-mails. Transactional e-mails about your account, bookings and ' +
  'payments may still arrive.';

/** The blog's newsletter sign-up (double opt-in): public and rate-limited. */
@ApiTags('newsletter')
@Public()
@Controller('newsletter')
export class NewsletterController {
  constructor(private readonly newsletter: NewsletterService) {}

  @Post('subscribe')
  @HttpCode(200)
  @BotChecked()
  @RateLimit('newsletter')
  @ApiOperation({
    summary: 'Ask for the newsletter: a confirmation e-mail with a signed link follows (double opt-in)',
    description:
      'Nothing is activated (and an earlier unsubscribe stays) until the link is clicked. One pending address ' +
      'gets at most NEWSLETTER_CONFIRMATIONS_PER_DAY confirmation e-mails a day; a subscribed one gets none. ' +
      'The answer is the same in every case.',
  })
  @ApiOkResponse({ type: MessageDto })
  @ApiErrorResponses(400)
  async subscribeToNewsletter(@Body() dto: SubscribeDto): Promise<MessageDto> {
    await this.newsletter.subscribe(dto.email);
    return { message: CHECK_INBOX_MESSAGE };
  }

  @Post('confirm')
  @HttpCode(200)
  @RateLimit('signedLink')
  @ApiOperation({
    summary: 'Confirm a newsletter sign-up with the token of its e-mail (subscribes, sends the welcome once)',
    description:
      'Lifts an earlier unsubscribe of the address. Idempotent once subscribed; 400 for a malformed or forged ' +
      'token, 409 when the sign-up has ended since (the address unsubscribed), 410 once the link has expired.',
  })
  @ApiOkResponse({ type: MessageDto })
  @ApiErrorResponses(400, 409)
  @ApiResponse({ status: 410, description: 'The link has expired', type: ErrorResponseDto })
  async confirmNewsletterSubscription(@Body() dto: ConfirmSubscriptionDto): Promise<MessageDto> {
    await this.newsletter.confirm(dto.token);
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
  @RateLimit('unsubscribe')
  @ApiOperation({
    description:
      "What the /unsubscribe page sends. The address gets no more marketing e-mail (newsletter, drips) and its subscription ends; account, booking and payment e-mail still go. The answer is the same whether or not the address was known. With the `token` of an e-mail's link it is recorded as coming from that link; a token that does not belong to `email` is 403. Idempotent.",
    summary:
      'Stop marketing e-mail to an address and end its newsletter subscription (same answer whether or not the ' +
      'address was known); transactional e-mail still goes',
  })
  @ApiOkResponse({ type: MessageDto })
  @ApiErrorResponses(400)
  @ApiErrorResponse(403, 'The token is not the one of an unsubscribe link for this address')
  async unsubscribe(@Body() dto: UnsubscribeDto): Promise<MessageDto> {
    await this.newsletter.unsubscribe(dto.email, dto.reason, dto.token);
    return { message: UNSUBSCRIBED_MESSAGE };
  }

  @Post('one-click')
  @HttpCode(200)
  @RateLimit('signedLink')
  @ApiOperation({
    description:
      "The URL of every marketing e-mail's List-Unsubscribe header, which mail providers POST to with the body `List-Unsubscribe=One-Click` (form-encoded, no cookie), as RFC 8058 defines. It is the one operation that takes its token in the query string: the provider posts to the exact URL of the header and adds nothing, so the URL must carry the address and its signed token (the request log strips both). A token that does not belong to the address is 403. Idempotent.",
    summary:
      'RFC 8058 one-click unsubscribe: what mail providers POST (List-Unsubscribe=One-Click, form-encoded, no ' +
      'cookie) to the List-Unsubscribe link',
  })
  @ApiOkResponse({ type: MessageDto })
  @ApiErrorResponses(400)
  @ApiErrorResponse(403, 'The link is not valid: its token does not sign this address')
  @ApiConsumes('application/x-www-form-urlencoded')
  @ApiBody({
    description: 'What RFC 8058 has mail providers send; the address and token come from the URL',
    schema: {
      type: 'object',
      required: ['List-Unsubscribe'],
      properties: { 'List-Unsubscribe': { type: 'string', enum: ['One-Click'] } },
    },
  })
  async oneClickUnsubscribe(@Query() query: OneClickUnsubscribeQueryDto): Promise<MessageDto> {
    await this.newsletter.unsubscribeOneClick(query.email, query.token);
    return { message: UNSUBSCRIBED_MESSAGE };
  }
}
