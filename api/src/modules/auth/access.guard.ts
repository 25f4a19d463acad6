import { CanActivate, ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { InjectRepository } from '@nestjs/typeorm';
import type { Request } from 'express';
import { Repository } from 'typeorm';
import { ACCESS_METADATA, AccessLevel } from '../../common/access/access.decorators';
import { AuthService } from './auth.service';
import { UserEntity } from './entities/user.entity';
import { destroySession, SessionService } from './session.service';

/**
 * The global guard: every operation is `signed-in` unless marked `@Public()` or `@AdminOnly()`.
 * It loads the session's account on every request, so a suspended account or an expired session
 * stops working at once, on public operations too, and derives its role from ADMIN_EMAILS then, so a
 * change to the list takes effect on live sessions at once.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionService,
    private readonly auth: AuthService,
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<Request>();
    const level =
      this.reflector.getAllAndOverride<AccessLevel>(ACCESS_METADATA, [context.getHandler(), context.getClass()]) ??
      'signed-in';

    await this.loadSessionUser(request);
    if (level === 'public') return true;
    if (!request.sessionUser) throw new UnauthorizedException('Unauthorized');
    if (level === 'admin' && request.sessionUser.role !== 'admin') {
      throw new ForbiddenException("You don't have permission to access this page.");
    }
    return true;
  }

  private async loadSessionUser(request: Request): Promise<void> {
    const userId = request.session?.userId;
    if (!userId) return;
    const user = this.sessions.isExpired(request) ? null : await this.users.findOneBy({ id: userId });
    if (!user || user.isSuspended) {
      await destroySession(request);
      return;
    }
    request.sessionUser = { id: user.id, email: user.email, role: await this.auth.syncRole(user) };
  }
}
