import { Injectable } from '@nestjs/common';
import { ChatTurn, RetrievalAnswerer } from './answerer/retrieval-answerer';
import type { ChatReplyDto } from './dto/chat.dto';
import { KnowledgeService } from './knowledge/knowledge.service';
import { LanguageModel } from '../../infrastructure/language-model/language-model';
import { chatMessages, checkChatReply } from './model/model-prompts';

/**
 * The floating assistant. The retrieval answer is always composed first (it takes a few milliseconds);
 * with a language model configured, the model rephrases it from the same understanding, its reply checked as
 * that answer is, and any failure, timeout or unusable reply leaves it in place. The visitor's words are never
 * logged.
 */
@Injectable()
export class AssistantService {
  constructor(
    private readonly knowledgeBase: KnowledgeService,
    private readonly model: LanguageModel,
  ) {}

  async reply(message: string, history: ChatTurn[]): Promise<ChatReplyDto> {
    const knowledge = await this.knowledgeBase.current();
    const answerer = new RetrievalAnswerer(knowledge);
    if (!this.model.isConfigured) return answerer.answer(message, history);
    // The understanding the retrieval answer is composed from: the model's input and the checks on its reply.
    const understanding = answerer.understandInContext(message, history);
    const retrieved = answerer.answer(message, history, understanding);
    const passages = answerer.passages(understanding, message, history);
    const messages = chatMessages(knowledge, understanding, passages, retrieved, message, history);
    const generated = await this.model.ask('chat', messages, (value) =>
      checkChatReply(value, knowledge, retrieved, understanding),
    );
    return generated ?? retrieved;
  }
}
