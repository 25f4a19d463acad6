import { DynamicModule, Global, Module } from '@nestjs/common';
import { AppConfig } from './app.config';

/** Provides the AppConfig loaded once by the entry point (or built by a test). */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    return { module: ConfigModule, providers: [{ provide: AppConfig, useValue: config }], exports: [AppConfig] };
  }
}
