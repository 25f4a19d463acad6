import type { AppConfig } from '../../config/app.config';
import { NoLanguageModel } from './drivers/no-language-model.driver';
import { LanguageModel } from './language-model';

/** The driver's module, required only when it is selected: it loads its provider's SDK. */
type OpenAiDriverModule = typeof import('./drivers/openai-language-model.driver');

/** The language model LANGUAGE_MODEL_DRIVER names (AppConfig.languageModelDriver: openai when AI_API_KEY is set). */
export function createLanguageModel(config: AppConfig): LanguageModel {
  switch (config.languageModelDriver) {
    case 'openai': {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- the SDK loads only when selected (docs/performance.md)
      const { OpenAiLanguageModel } = require('./drivers/openai-language-model.driver') as OpenAiDriverModule;
      return new OpenAiLanguageModel({
        apiKey: config.AI_API_KEY!,
        baseUrl: config.AI_BASE_URL,
        model: config.AI_MODEL,
        timeoutMs: config.AI_TIMEOUT_MS,
      });
    }
    case 'none':
      return new NoLanguageModel();
  }
}
