import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NotificationsModule } from '../notifications';
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
import { PasskeyEntity } from './second-factor/entities/passkey.entity';
import { RecoveryCodeEntity } from './second-factor/entities/recovery-code.entity';
import { TotpAuthenticatorEntity } from './second-factor/entities/totp-authenticator.entity';
import { PasskeysService } from './second-factor/passkeys.service';
import { RecoveryCodesService } from './second-factor/recovery-codes.service';
import { SecondFactorAttempts } from './second-factor/second-factor-attempts';
import { SecondFactorController } from './second-factor/second-factor.controller';
import { SecondFactorService } from './second-factor/second-factor.service';
import { TotpSecrets } from './second-factor/totp-secrets';
import { TotpService } from './second-factor/totp.service';
import { SessionCleanupTask } from './session-cleanup.task';
import { SessionService } from './session.service';
import { SignInFailures } from './sign-in-failures.service';
import { SmsAccountBookOfUsers } from './sms-account-book';
import { TrustedDevices } from './trusted-devices';
import { UserDirectory } from './user-directory';
import { VerificationCodesService } from './verification-codes.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([UserEntity, TotpAuthenticatorEntity, PasskeyEntity, RecoveryCodeEntity]),
    PassportModule,
    NotificationsModule,
  ],
  controllers: [
    AuthController,
    AccountController,
    AdminUsersController,
    GoogleSignInController,
    PhoneVerificationController,
    SecondFactorController,
  ],
  providers: [
    { provide: APP_GUARD, useClass: AccessGuard },
    AccountMailProcessor,
    AuthService,
    AccountService,
    AdminUsersService,
    GoogleSignInService,
    LocalStrategy,
    PasskeysService,
    PhoneVerificationService,
    RecoveryCodesService,
    SecondFactorAttempts,
    SecondFactorService,
    SessionService,
    SessionCleanupTask,
    SignInFailures,
    SmsAccountBookOfUsers,
    TotpSecrets,
    TotpService,
    TrustedDevices,
    UserDirectory,
    VerificationCodesService,
  ],
  exports: [AuthService, SessionService, UserDirectory],
})
export class AuthModule {}
