import { DynamicModule, Global, Module } from '@nestjs/common';
import { AppSecret } from './app-secret';
import { AppConfig } from './app.config';

/** Provides the AppConfig loaded once by the entry point (or built by a test), and the secret it names. */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: ConfigModule,
      providers: [
        { provide: AppConfig, useValue: config },
        { provide: AppSecret, useFactory: () => AppSecret.resolve(config) },
      ],
      exports: [AppConfig, AppSecret],
    };
  }
}
