import { Global, Module } from '@nestjs/common';
import { Clock } from '../clock';
import { BotChallengeController } from './bot-challenge.controller';
import { BotChallenges } from './bot-challenges.service';
import { BotCheckGuard } from './bot-check.guard';

/** The anti-robot check: its challenge endpoint, and the guard `@BotChecked()` applies in any module. */
@Global()
@Module({
  controllers: [BotChallengeController],
  providers: [BotChallenges, BotCheckGuard, Clock],
  exports: [BotChallenges, BotCheckGuard],
})
export class BotChallengeModule {}
