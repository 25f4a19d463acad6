import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../access/access.decorators';
import { BotChallengeDto } from './bot-challenge.dto';
import { BotChallenges } from './bot-challenges.service';

@ApiTags('bot-challenge')
@Public()
@Controller('bot-challenge')
export class BotChallengeController {
  constructor(private readonly challenges: BotChallenges) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'A fresh anti-robot challenge (ALTCHA proof of work) for one form submission',
    description:
      'The widget solves it in the browser and the form sends the payload as `altcha`: sign-up, newsletter ' +
      'sign-up and the three lead forms require it. Signed, valid 10 minutes, accepted once. With ' +
      'BOT_CHALLENGE=off: `{enabled: false, challenge: null}`.',
  })
  @ApiOkResponse({ type: BotChallengeDto })
  getBotChallenge(): Promise<BotChallengeDto> {
    return this.challenges.create();
  }
}
