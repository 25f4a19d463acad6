import { Module } from '@nestjs/common';
import { Clock } from '../../common/clock';
import { AppSecret } from '../../config/app-secret';
import { AppConfig } from '../../config/app.config';
import { FileDownloadsController } from './file-downloads.controller';
import { FileStorage } from './storage';
import { createFileStorage } from './storage.factory';

/**
 * Provides the configured FileStorage to the modules that import this one, and serves the local driver's
 * signed downloads (GET /api/files/download).
 */
@Module({
  controllers: [FileDownloadsController],
  providers: [Clock, { provide: FileStorage, inject: [AppConfig, AppSecret, Clock], useFactory: createFileStorage }],
  exports: [FileStorage],
})
export class StorageModule {}
