import { Module } from '@nestjs/common';
import { SessionCleanupTask } from './session-cleanup.task';

@Module({
  providers: [SessionCleanupTask],
})
export class AuthModule {}
