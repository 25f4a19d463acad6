import type { AppConfig } from '../../config/app.config';
import { NoLanguageModel } from './drivers/no-language-model.driver';
import { OpenAiLanguageModel } from './drivers/openai-language-model.driver';
import { LanguageModel } from './language-model';

/** The language model LANGUAGE_MODEL_DRIVER names (AppConfig.languageModelDriver: openai when AI_API_KEY is set). */
export function createLanguageModel(config: AppConfig): LanguageModel {
  switch (config.languageModelDriver) {
    case 'openai':
      return new OpenAiLanguageModel({
        apiKey: config.AI_API_KEY!,
        baseUrl: config.AI_BASE_URL,
        model: config.AI_MODEL,
        timeoutMs: config.AI_TIMEOUT_MS,
      });
    case 'none':
      return new NoLanguageModel();
  }
}
