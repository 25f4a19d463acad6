import { BadRequestException, ForbiddenException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Request } from 'express';
import { Repository } from 'typeorm';
import { AppConfig } from '../../config/app.config';
import { RequestValidationException } from '../../common/validation';
import { SMS_UNREACHABLE_MESSAGE, smsReachable } from '../notifications';
import { AdminCheckDto } from './dto/current-user.dto';
import { ChangePasswordDto } from './dto/credentials.dto';
import { UpdateProfileDto } from './dto/profile.dto';
import { UserEntity } from './entities/user.entity';
import { hashPassword, verifyPassword } from './passwords';
import { SessionService } from './session.service';

/** The signed-in account's own data: profile, password, and why it is (not) an admin. */
@Injectable()
export class AccountService {
  constructor(
    private readonly config: AppConfig,
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly sessions: SessionService,
  ) {}

  get(userId: string): Promise<UserEntity> {
    return this.users.findOneByOrFail({ id: userId });
  }

  async updateProfile(userId: string, dto: UpdateProfileDto): Promise<UserEntity> {
    const user = await this.get(userId);
    const next = { ...user, ...dto };
    if (next.smsOptIn && !next.phone) {
      throw new BadRequestException('Please add a phone number before opting in to text messages');
    }
    // Texts go only where the SMS provider reaches; the number itself may be any country's.
    if (next.smsOptIn && !smsReachable(next.phone)) {
      throw new RequestValidationException(
        [{ field: 'smsOptIn', message: SMS_UNREACHABLE_MESSAGE }],
        SMS_UNREACHABLE_MESSAGE,
      );
    }
    // A changed number must be verified again before texts go to it.
    const phoneVerifiedAt = dto.phone !== undefined && dto.phone !== user.phone ? null : user.phoneVerifiedAt;
    await this.users.update(userId, { ...dto, phoneVerifiedAt });
    return this.get(userId);
  }

  /** Needs the current password; other sessions end and this one gets a new id. */
  async changePassword(userId: string, dto: ChangePasswordDto, request: Request): Promise<void> {
    const user = await this.get(userId);
    if (!(await verifyPassword(user.password, dto.currentPassword))) {
      throw new BadRequestException('Your current password is not correct');
    }
    await this.users.update(userId, { password: await hashPassword(dto.newPassword) });
    // A new id for this session, which keeps its second factor; the others end.
    await this.sessions.renew(request, { signedInAt: Date.now() });
    await this.sessions.endSessionsOf(userId, request.sessionID);
  }

  /**
   * For staff only: the role follows ADMIN_EMAILS on every request, so the account is staff exactly when
   * its address is listed. Anyone else learns nothing about how staff are configured.
   */
  adminCheck(user: UserEntity): AdminCheckDto {
    if (!this.config.adminEmails.has(user.email)) throw new ForbiddenException('Staff only');
    return {
      email: user.email,
      role: user.role,
      inAdminEmails: true,
      adminEmailsConfigured: true,
      advice: 'Your e-mail is in ADMIN_EMAILS and your role is admin.',
    };
  }
}
