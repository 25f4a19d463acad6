import { Injectable } from '@nestjs/common';
import type { ChatReplyDto, ChatTurnDto } from './dto/chat.dto';

/** Work in progress (contract first): the retrieval answerer and the model path follow. */
@Injectable()
export class AssistantService {
  reply(_message: string, _history: ChatTurnDto[]): Promise<ChatReplyDto> {
    return Promise.resolve({
      message:
        'I can help with questions about our services. For anything specific, book a free consultation at /consultation.',
      suggestions: ['What services do you offer?', 'How long does it take to launch a business?'],
      serviceRecommendations: [],
    });
  }
}
