import { Logger } from '@nestjs/common';
import OpenAI from 'openai';
import { LanguageModel, LanguageModelMessage, RejectedReply } from '../language-model';

export interface OpenAiSettings {
  apiKey: string;
  /** OpenAI's API, or any compatible endpoint: a gateway, a local server... */
  baseUrl: string;
  model: string;
  /** How long an answer is awaited, headers and body. */
  timeoutMs: number;
}

/** Any OpenAI-compatible chat completions API, through the official SDK, asked for one JSON object. */
export class OpenAiLanguageModel extends LanguageModel {
  readonly isConfigured = true;
  private readonly logger = new Logger('LanguageModel');
  private readonly client: OpenAI;

  constructor(private readonly settings: OpenAiSettings) {
    super();
    this.client = new OpenAI({
      apiKey: settings.apiKey,
      baseURL: settings.baseUrl,
      timeout: settings.timeoutMs,
      // A retry would outlast the timeout the visitor is promised: the content-only answer is the fallback.
      maxRetries: 0,
    });
  }

  async ask<T>(purpose: string, messages: LanguageModelMessage[], check: (value: unknown) => T): Promise<T | null> {
    const started = Date.now();
    try {
      const completion = await this.client.chat.completions.create(
        { model: this.settings.model, messages, response_format: { type: 'json_object' } },
        // The SDK's own timeout stops waiting for the headers; this signal also bounds reading the body.
        { signal: AbortSignal.timeout(this.settings.timeoutMs) },
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
