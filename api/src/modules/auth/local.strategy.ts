import { BadRequestException, ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { AuthGuard, PassportStrategy } from '@nestjs/passport';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { Strategy } from 'passport-local';
import { fieldErrors, RequestValidationException } from '../../common/validation';
import { AuthService } from './auth.service';
import { LoginDto } from './dto/credentials.dto';
import { UserEntity } from './entities/user.entity';

/** passport-local: e-mail and password checked by AuthService (the session is written by the controller). */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy) {
  constructor(private readonly auth: AuthService) {
    // The request too: a browser that signed in before is known by its cookie (TrustedDevices).
    super({ usernameField: 'email', passwordField: 'password', passReqToCallback: true });
  }

  /** The guard runs before the body pipe: the credentials are held to LoginDto's rules here, before any lookup. */
  async validate(request: Request, email: unknown, password: unknown): Promise<UserEntity> {
    const credentials = plainToInstance(LoginDto, { email, password });
    const errors = await validate(credentials);
    if (errors.length > 0) throw new RequestValidationException(fieldErrors(errors));
    return this.auth.validateCredentials(credentials.email, credentials.password, request);
  }
}

/** Runs the local strategy before the body pipe, so missing fields are answered here in the error shape. */
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  override handleRequest<TUser = UserEntity>(
    error: unknown,
    user: TUser | false,
    info: { message?: string } | undefined,
    _context: ExecutionContext,
  ): TUser {
    if (error) throw error;
    if (!user) {
      if (info?.message === 'Missing credentials') {
        throw new RequestValidationException([
          { field: 'email', message: 'Please enter email and password' },
          { field: 'password', message: 'Please enter email and password' },
        ]);
      }
      throw new BadRequestException(info?.message ?? 'Could not sign in');
    }
    return user;
  }
}
