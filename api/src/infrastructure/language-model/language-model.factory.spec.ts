import { loadConfig } from '../../config/app.config';
import { NoLanguageModel } from './drivers/no-language-model.driver';
import { OpenAiLanguageModel } from './drivers/openai-language-model.driver';
import { createLanguageModel } from './language-model.factory';

describe('the language model factory', () => {
  it('takes the OpenAI-compatible API when AI_API_KEY is set, else no model', () => {
    expect(createLanguageModel(loadConfig({ AI_API_KEY: 'sk-key' }))).toBeInstanceOf(OpenAiLanguageModel);
    expect(createLanguageModel(loadConfig({}))).toBeInstanceOf(NoLanguageModel);
  });

  it('takes the driver LANGUAGE_MODEL_DRIVER names', () => {
    expect(createLanguageModel(loadConfig({ AI_API_KEY: 'sk-key', LANGUAGE_MODEL_DRIVER: 'none' }))).toBeInstanceOf(
      NoLanguageModel,
    );
    expect(createLanguageModel(loadConfig({ AI_API_KEY: 'sk-key', LANGUAGE_MODEL_DRIVER: 'openai' }))).toBeInstanceOf(
      OpenAiLanguageModel,
    );
  });

  it('answers nothing without a model, so callers answer from the content', async () => {
    const model = createLanguageModel(loadConfig({}));
    expect(model.isConfigured).toBe(false);
    expect(await model.ask('chat', [{ role: 'user', content: 'Hello' }], (value) => value)).toBeNull();
  });

  it('refuses to start with LANGUAGE_MODEL_DRIVER=openai and no key', () => {
    expect(() => loadConfig({ LANGUAGE_MODEL_DRIVER: 'openai' })).toThrow(
      'Invalid configuration: LANGUAGE_MODEL_DRIVER is openai, but AI_API_KEY is not set: set it, ' +
        'or leave LANGUAGE_MODEL_DRIVER unset to use the driver that is configured. See .env.example.',
    );
  });
});
