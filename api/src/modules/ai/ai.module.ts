import { Module } from '@nestjs/common';
import { AiController } from './ai.controller';
import { AssistantService } from './assistant.service';
import { AssistantThrottlerGuard } from './assistant-throttler.guard';
import { BusinessTipsService } from './business-tips.service';

/** The floating assistant and the tips widget, grounded in the site's own content. */
@Module({
  controllers: [AiController],
  providers: [AssistantService, BusinessTipsService, AssistantThrottlerGuard],
})
export class AiModule {}
