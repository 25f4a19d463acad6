import { Module } from '@nestjs/common';
import { AppConfig } from '../../config/app.config';
import { LanguageModel } from './language-model';
import { createLanguageModel } from './language-model.factory';

/** Provides the configured LanguageModel. */
@Module({
  providers: [{ provide: LanguageModel, inject: [AppConfig], useFactory: createLanguageModel }],
  exports: [LanguageModel],
})
export class LanguageModelModule {}
