import { CanActivate, ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { InjectRepository } from '@nestjs/typeorm';
import type { Request } from 'express';
import { Repository } from 'typeorm';
import { ACCESS_METADATA, AccessLevel } from '../../common/access/access.decorators';
import { accountSuspended, AuthService } from './auth.service';
import { UserEntity } from './entities/user.entity';
import { BEFORE_SECOND_FACTOR } from './second-factor/second-factor.access';
import { pendingRefusal, SecondFactorService } from './second-factor/second-factor.service';
import { destroySession, SessionService } from './session.service';

/**
 * The global guard: every operation is `signed-in` unless marked `@Public()` or `@AdminOnly()`.
 * It loads the session's account on every request, so a suspended account or an expired session
 * stops working at once, on public operations too (a session that a suspension ended is refused with 403
 * ACCOUNT_SUSPENDED rather than 401 while the account stays suspended, so the browser can say why; it is
 * anonymous on public operations), and derives its role from ADMIN_EMAILS then, so a
 * change to the list takes effect on live sessions at once. A session whose second factor is pending
 * (SecondFactorService) reaches only the operations marked @BeforeSecondFactor(): elsewhere it is refused
 * (403 SECOND_FACTOR_REQUIRED), or anonymous on public operations.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionService,
    private readonly auth: AuthService,
    private readonly secondFactor: SecondFactorService,
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<Request>();
    const level =
      this.reflector.getAllAndOverride<AccessLevel>(ACCESS_METADATA, [context.getHandler(), context.getClass()]) ??
      'signed-in';

    await this.loadSessionUser(request);
    const secondFactor = request.secondFactor;
    const beforeSecondFactor = this.reflector.getAllAndOverride<boolean>(BEFORE_SECOND_FACTOR, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (secondFactor?.pending && !beforeSecondFactor) {
      // Half signed in: anonymous to public operations, refused by the others.
      if (level === 'public') {
        delete request.sessionUser;
        delete request.secondFactor;
        return true;
      }
      if (level === 'admin' && request.sessionUser?.role !== 'admin') throw this.notStaff();
      throw pendingRefusal(secondFactor);
    }
    if (level === 'public') return true;
    if (!request.sessionUser) {
      const suspendedUserId = request.session?.suspendedUserId;
      if (suspendedUserId && (await this.users.existsBy({ id: suspendedUserId, isSuspended: true }))) {
        throw accountSuspended();
      }
      throw new UnauthorizedException('Unauthorized');
    }
    if (level === 'admin' && request.sessionUser.role !== 'admin') throw this.notStaff();
    return true;
  }

  private notStaff() {
    return new ForbiddenException("You don't have permission to access this page.");
  }

  private async loadSessionUser(request: Request): Promise<void> {
    const userId = request.session?.userId;
    if (!userId) return;
    const user = this.sessions.isExpired(request) ? null : await this.users.findOneBy({ id: userId });
    if (user?.isSuspended) {
      // Suspended between its sign-in and its sessions' end (SessionService.endSessionsBySuspension).
      delete request.session.userId;
      request.session.suspendedUserId = user.id;
      return;
    }
    if (!user) {
      await destroySession(request);
      return;
    }
    const role = await this.auth.syncRole(user);
    request.sessionUser = { id: user.id, email: user.email, role };
    request.secondFactor = await this.secondFactor.status(request, role, user.id);
  }
}
