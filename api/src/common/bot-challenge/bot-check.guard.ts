import { applyDecorators, CanActivate, ExecutionContext, Injectable, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { BotChallenges, BotCheckFields } from './bot-challenges.service';

@Injectable()
export class BotCheckGuard implements CanActivate {
  constructor(private readonly challenges: BotChallenges) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const body = context.switchToHttp().getRequest<Request>().body as BotCheckFields | undefined;
    await this.challenges.verify(body ?? {});
    return true;
  }
}

/**
 * The operation needs the anti-robot check (BotChallenges.verify) of its body's `altcha` and `website`
 * fields (its DTO extends BotCheckFieldsDto). Placed above `@RateLimit`, it runs after it, so refused
 * attempts are counted too.
 */
export const BotChecked = () => applyDecorators(UseGuards(BotCheckGuard));
