import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/access/access.decorators';
import { ApiErrorResponses } from '../../common/api-error-responses.decorator';
import { RateLimit } from '../../throttling/rate-limits';
import { AssistantService } from './assistant.service';
import { BusinessTipsService } from './business-tips.service';
import { BusinessTipsRequestDto, BusinessTipsResponseDto } from './dto/business-tips.dto';
import { ChatRequestDto, ChatResponseDto } from './dto/chat.dto';

/** The floating assistant and the blog's tips widget: public, limited per IP (the per-account limit is for sign-ins). */
@ApiTags('ai')
@Public()
@RateLimit('assistant')
@Controller('ai')
export class AiController {
  constructor(
    private readonly assistant: AssistantService,
    private readonly tips: BusinessTipsService,
  ) {}

  @Post('chat')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Ask the assistant about services, prices and timelines',
    description:
      'Answers from the site’s own content (services, FAQ, company facts, policies, articles), through the ' +
      'configured language model when there is one, else by retrieval. Never states a price or promise the ' +
      'content does not make; when it does not know, it says so and suggests a consultation.',
  })
  @ApiOkResponse({ type: ChatResponseDto })
  @ApiErrorResponses(400)
  async chatWithAssistant(@Body() dto: ChatRequestDto): Promise<ChatResponseDto> {
    return { data: await this.assistant.reply(dto.message, dto.history ?? []) };
  }

  @Post('business-tips')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Five business tips for a type of business at a stage',
    description: 'Both values come from the lists of the tips widget (enums TipBusinessType and TipStage).',
  })
  @ApiOkResponse({ type: BusinessTipsResponseDto })
  @ApiErrorResponses(400)
  async suggestBusinessTips(@Body() dto: BusinessTipsRequestDto): Promise<BusinessTipsResponseDto> {
    return { data: { tips: await this.tips.tipsFor(dto.businessType, dto.stage) } };
  }
}
