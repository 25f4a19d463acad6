import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NotificationsModule } from '../notifications/notifications.module';
import { AccessGuard } from './access.guard';
import { AccountMailProcessor } from './account-mail.processor';
import { AccountController } from './account.controller';
import { AccountService } from './account.service';
import { AdminUsersController } from './admin-users.controller';
import { AdminUsersService } from './admin-users.service';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { UserEntity } from './entities/user.entity';
import { GoogleSignInController } from './google-sign-in.controller';
import { GoogleSignInService } from './google-sign-in.service';
import { LocalStrategy } from './local.strategy';
import { PhoneVerificationController } from './phone-verification.controller';
import { PhoneVerificationService } from './phone-verification.service';
import { SessionCleanupTask } from './session-cleanup.task';
import { SessionService } from './session.service';
import { SignInFailures } from './sign-in-failures.service';
import { TrustedDevices } from './trusted-devices';
import { VerificationCodesService } from './verification-codes.service';

@Module({
  imports: [TypeOrmModule.forFeature([UserEntity]), PassportModule, NotificationsModule],
  controllers: [
    AuthController,
    AccountController,
    AdminUsersController,
    GoogleSignInController,
    PhoneVerificationController,
  ],
  providers: [
    { provide: APP_GUARD, useClass: AccessGuard },
    AccountMailProcessor,
    AuthService,
    AccountService,
    AdminUsersService,
    GoogleSignInService,
    LocalStrategy,
    PhoneVerificationService,
    SessionService,
    SessionCleanupTask,
    SignInFailures,
    TrustedDevices,
    VerificationCodesService,
  ],
  exports: [AuthService, SessionService],
})
export class AuthModule {}
