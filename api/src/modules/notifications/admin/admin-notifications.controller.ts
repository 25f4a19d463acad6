import { Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../../common/access/access.decorators';
import { TableExport } from '../../../common/admin-table';
import { AppConfig } from '../../../config/app.config';
import { ApiErrorResponses } from '../../../common/api-error-responses.decorator';
import { AdminNotificationsService } from './admin-notifications.service';
import {
  AdminEmailUnsubscribePageDto,
  AdminNewsletterSubscriberPageDto,
  AdminOutboxMessageDto,
  AdminOutboxMessagePageDto,
  AdminSmsLogPageDto,
  EmailUnsubscribeFilterDto,
  ListEmailUnsubscribesQueryDto,
  ListNewsletterSubscribersQueryDto,
  ListOutboxMessagesQueryDto,
  ListSmsLogsQueryDto,
  NewsletterSubscriberFilterDto,
  OutboxMessageFilterDto,
  SmsLogFilterDto,
} from './dto/admin-notifications.dto';
import { ApiUuidParam } from '../../../common/id-param.pipe';

/** Back-office tables of the notifications: subscribers, unsubscribes, SMS log, outgoing messages. */
@ApiTags('admin-notifications')
@AdminOnly()
@Controller('admin')
export class AdminNotificationsController {
  constructor(
    private readonly notifications: AdminNotificationsService,
    private readonly config: AppConfig,
  ) {}

  @Get('newsletter-subscribers')
  @ApiOperation({
    summary: 'Newsletter subscribers: search, filter, sort, paginate',
    description:
      "One page of the newsletter's addresses: pending confirmation, subscribed or unsubscribed. Changes nothing.",
  })
  @ApiOkResponse({ type: AdminNewsletterSubscriberPageDto })
  @ApiErrorResponses(400)
  listNewsletterSubscribers(
    @Query() query: ListNewsletterSubscribersQueryDto,
  ): Promise<AdminNewsletterSubscriberPageDto> {
    return this.notifications.listSubscribers(query);
  }

  @Get('newsletter-subscribers/export')
  @TableExport('newsletter subscribers')
  exportNewsletterSubscribers(@Query() filter: NewsletterSubscriberFilterDto): Promise<StreamableFile> {
    return this.notifications.subscribers.export(filter, this.config.BUSINESS_TIME_ZONE);
  }

  @Get('email-unsubscribes')
  @ApiOperation({
    summary: 'Addresses that get no marketing e-mail: search, sort, paginate',
    description:
      'One page of the addresses that get no marketing e-mail, with when and how they left. Changes nothing.',
  })
  @ApiOkResponse({ type: AdminEmailUnsubscribePageDto })
  @ApiErrorResponses(400)
  listEmailUnsubscribes(@Query() query: ListEmailUnsubscribesQueryDto): Promise<AdminEmailUnsubscribePageDto> {
    return this.notifications.listUnsubscribes(query);
  }

  @Get('email-unsubscribes/export')
  @TableExport('unsubscribes')
  exportEmailUnsubscribes(@Query() filter: EmailUnsubscribeFilterDto): Promise<StreamableFile> {
    return this.notifications.unsubscribes.export(filter, this.config.BUSINESS_TIME_ZONE);
  }

  @Get('sms-logs')
  @ApiOperation({
    summary: 'Text messages and their outcome: search, filter, sort, paginate',
    description: 'One page of the texts sent or refused, with their provider status. Changes nothing.',
  })
  @ApiOkResponse({ type: AdminSmsLogPageDto })
  @ApiErrorResponses(400)
  listSmsLogs(@Query() query: ListSmsLogsQueryDto): Promise<AdminSmsLogPageDto> {
    return this.notifications.listSmsLogs(query);
  }

  @Get('sms-logs/export')
  @TableExport('SMS log')
  exportSmsLogs(@Query() filter: SmsLogFilterDto): Promise<StreamableFile> {
    return this.notifications.smsLogs.export(filter, this.config.BUSINESS_TIME_ZONE);
  }

  @Get('outbox-messages')
  @ApiOperation({
    description:
      'One page of the outbox: every e-mail and text the site sent or will send. Messages that carried a one-time code show no text. Changes nothing.',
    summary: 'Outgoing e-mail and SMS with status, attempts and last error: search, filter, sort, paginate',
  })
  @ApiOkResponse({ type: AdminOutboxMessagePageDto })
  @ApiErrorResponses(400)
  listOutboxMessages(@Query() query: ListOutboxMessagesQueryDto): Promise<AdminOutboxMessagePageDto> {
    return this.notifications.listOutboxMessages(query);
  }

  @Get('outbox-messages/export')
  @TableExport('outgoing messages')
  exportOutboxMessages(@Query() filter: OutboxMessageFilterDto): Promise<StreamableFile> {
    return this.notifications.outboxMessages.export(filter, this.config.BUSINESS_TIME_ZONE);
  }

  @Post('outbox-messages/:id/resend')
  @HttpCode(200)
  @ApiUuidParam("The outgoing message's id")
  @ApiOperation({
    summary: 'Send a failed or cancelled message again, with fresh attempts',
    description: 'Answers 409 when the message was already sent, is being sent, or its recipient opted out.',
  })
  @ApiOkResponse({ type: AdminOutboxMessageDto })
  @ApiErrorResponses(400, 404, 409)
  resendOutboxMessage(@Param('id', ParseUUIDPipe) id: string): Promise<AdminOutboxMessageDto> {
    return this.notifications.resend(id);
  }
}
