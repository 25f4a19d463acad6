/** One message of the conversation a model is asked to continue. */
export interface LanguageModelMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** What the model's reply did not pass, for the log (never the reply or the visitor's text). */
export class RejectedReply extends Error {}

/**
 * The optional language model, asked for one JSON object; chosen by LANGUAGE_MODEL_DRIVER
 * (language-model.factory.ts). `ask` resolves to the value `check` accepts, or to null when there is no model,
 * it fails, takes too long or answers something `check` rejects (a RejectedReply): the caller then answers
 * without it.
 */
export abstract class LanguageModel {
  /** Whether a model answers at all (callers skip composing its prompt otherwise). */
  abstract readonly isConfigured: boolean;

  abstract ask<T>(purpose: string, messages: LanguageModelMessage[], check: (value: unknown) => T): Promise<T | null>;
}
