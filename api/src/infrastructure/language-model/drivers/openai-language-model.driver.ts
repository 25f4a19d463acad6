import { Injectable, Logger } from '@nestjs/common';
import OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { AppConfig } from '../../../config/app.config';

/** What the model's reply did not pass, for the log (never the reply or the visitor's text). */
export class RejectedReply extends Error {}

/**
 * The optional language model: any OpenAI-compatible chat completions API, through the official SDK, asked for
 * one JSON object. `ask` resolves to the checked value, or to null when the model is not configured, fails,
 * takes longer than AI_TIMEOUT_MS or answers something `check` rejects: the caller then answers without it.
 */
@Injectable()
export class LanguageModel {
  private readonly logger = new Logger(LanguageModel.name);
  private readonly client: OpenAI | null;

  constructor(private readonly config: AppConfig) {
    this.client = config.AI_API_KEY
      ? new OpenAI({
          apiKey: config.AI_API_KEY,
          baseURL: config.AI_BASE_URL,
          timeout: config.AI_TIMEOUT_MS,
          // A retry would outlast the timeout the visitor is promised: the content-only answer is the fallback.
          maxRetries: 0,
        })
      : null;
  }

  get isConfigured(): boolean {
    return this.client !== null;
  }

  async ask<T>(
    purpose: string,
    messages: ChatCompletionMessageParam[],
    check: (value: unknown) => T,
  ): Promise<T | null> {
    if (!this.client) return null;
    const started = Date.now();
    try {
      const completion = await this.client.chat.completions.create(
        { model: this.config.AI_MODEL, messages, response_format: { type: 'json_object' } },
        // The SDK's own timeout stops waiting for the headers; this signal also bounds reading the body.
        { signal: AbortSignal.timeout(this.config.AI_TIMEOUT_MS) },
      );
      const content = completion.choices?.[0]?.message?.content;
      if (typeof content !== 'string') throw new RejectedReply('no message content');
      return check(parseJsonObject(content));
    } catch (error) {
      const reason =
        error instanceof RejectedReply
          ? `unusable reply: ${error.message}`
          : error instanceof OpenAI.APIError && error.status
            ? `HTTP ${error.status}`
            : (error as Error).name;
      this.logger.warn(`Language model (${purpose}) not used after ${Date.now() - started} ms: ${reason}`);
      return null;
    }
  }
}

/** The JSON object of a reply, tolerating the code fence some models put around it. */
function parseJsonObject(content: string): unknown {
  const start = content.indexOf('{');
  const end = content.lastIndexOf('}');
  if (start < 0 || end <= start) throw new RejectedReply('no JSON object');
  try {
    return JSON.parse(content.slice(start, end + 1));
  } catch {
    throw new RejectedReply('malformed JSON');
  }
}
