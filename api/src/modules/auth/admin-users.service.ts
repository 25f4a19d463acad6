import { BadRequestException, ConflictException, Injectable, NotFoundException, StreamableFile } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MoreThanOrEqual, Repository } from 'typeorm';
import { AdminTable } from '../../common/admin-table';
import { ExportColumn } from '../../common/export-columns';
import { errorWithCode } from '../../common/http-exception.filter';
import { Page } from '../../common/pagination';
import { AppConfig } from '../../config/app.config';
import { AdminUserDto, ListUsersQueryDto, UserFilterDto, UserStatsDto } from './dto/admin-users.dto';
import { UserEntity } from './entities/user.entity';
import { SecondFactorService } from './second-factor/second-factor.service';
import { SessionService } from './session.service';

/** The export's columns, in order. */
const EXPORT_COLUMNS: ExportColumn<AdminUserDto>[] = [
  { header: 'Email', value: (user) => user.email },
  { header: 'First name', value: (user) => user.firstName },
  { header: 'Last name', value: (user) => user.lastName },
  { header: 'Role', value: (user) => user.role },
  { header: 'Verified', value: (user) => user.emailVerified },
  { header: 'Suspended', value: (user) => user.isSuspended },
  { header: 'Suspended at', value: (user) => user.suspendedAt, type: 'instant' },
  { header: 'Suspended by', value: (user) => user.suspendedBy?.email ?? null },
  { header: 'Phone', value: (user) => user.phone, type: 'phone' },
  { header: 'Country', value: (user) => user.country },
  { header: 'Signed up', value: (user) => user.createdAt, type: 'instant' },
];

/** Staff's view of accounts: the Users table, its export, suspension, and the dashboard's counts. */
@Injectable()
export class AdminUsersService {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly sessions: SessionService,
    private readonly config: AppConfig,
    private readonly secondFactor: SecondFactorService,
  ) {}

  private readonly table = new AdminTable<UserEntity, AdminUserDto, UserFilterDto>({
    query: (filter) => {
      const builder = this.users.createQueryBuilder('user').leftJoinAndSelect('user.suspendedBy', 'suspendedBy');
      if (filter.role) builder.andWhere('user.role = :role', { role: filter.role });
      if (filter.emailVerified !== undefined) {
        builder.andWhere('user.emailVerified = :emailVerified', { emailVerified: filter.emailVerified });
      }
      if (filter.isSuspended !== undefined) {
        builder.andWhere('user.isSuspended = :isSuspended', { isSuspended: filter.isSuspended });
      }
      return builder;
    },
    searchIn: ['user.email', 'user.firstName', 'user.lastName', `user.firstName || ' ' || user.lastName`],
    sortColumns: { createdAt: 'user.createdAt', email: 'user.email', lastName: 'user.lastName', role: 'user.role' },
    tieBreaker: 'user.id',
    toRow: AdminUserDto.from,
    exportColumns: EXPORT_COLUMNS,
    exportName: 'users',
  });

  list(query: ListUsersQueryDto): Promise<Page<AdminUserDto>> {
    return this.table.list(query);
  }

  export(filter: UserFilterDto): Promise<StreamableFile> {
    return this.table.export(filter, this.config.BUSINESS_TIME_ZONE);
  }

  async stats(): Promise<UserStatsDto> {
    const weekAgo = new Date(Date.now() - 7 * 24 * 3_600_000);
    const [users, newThisWeek] = await Promise.all([
      this.users.count(),
      this.users.countBy({ createdAt: MoreThanOrEqual(weekAgo) }),
    ]);
    return { users, newThisWeek };
  }

  /**
   * Suspends (every session ends at once, recording who and when) or reinstates an account. Staff cannot
   * suspend themselves, nor the last active staff account (409 LAST_ACTIVE_ADMIN), even two staff suspending
   * each other at the same moment (see `suspend`).
   */
  async setSuspended(id: string, isSuspended: boolean, actorId: string): Promise<AdminUserDto> {
    if (isSuspended && id === actorId) throw new BadRequestException('You cannot suspend your own account');
    const changed = isSuspended
      ? await this.suspend(id, actorId)
      : await this.users.update(id, { isSuspended: false, suspendedAt: null, suspendedById: null });
    if (!changed.affected && !(await this.users.existsBy({ id }))) throw new NotFoundException('No such user');
    return this.row(id);
  }

  /**
   * In one transaction: locks every active staff account (in id order, so concurrent suspensions queue rather
   * than deadlock) and refuses when the account is the only one left, then suspends it. A second suspension
   * waiting on the lock reads the rows again once the first commits, so it no longer counts the account the
   * first suspended: A suspending B while B suspends A leaves one of them active. Suspending a suspended
   * account changes nothing (who and when stay those of its suspension).
   */
  private suspend(id: string, actorId: string): Promise<{ affected?: number | null }> {
    return this.users.manager.transaction(async (manager) => {
      const staff = [...this.config.adminEmails];
      const activeStaff: { id: string }[] =
        staff.length === 0
          ? []
          : await manager
              .createQueryBuilder(UserEntity, 'user')
              .select('user.id', 'id')
              .where('user.email IN (:...staff)', { staff })
              .andWhere('NOT user.isSuspended')
              .orderBy('user.id')
              .setLock('pessimistic_write')
              .getRawMany();
      if (activeStaff.length === 1 && activeStaff[0].id === id) {
        throw new ConflictException(
          errorWithCode(
            'This is the last active staff account: it cannot be suspended, or nobody could run the back office. Reinstate or add another staff account first.',
            'LAST_ACTIVE_ADMIN',
          ),
        );
      }
      const suspended = await manager
        .createQueryBuilder()
        .update(UserEntity)
        .set({ isSuspended: true, suspendedAt: () => 'now()', suspendedById: actorId })
        .where({ id, isSuspended: false })
        .execute();
      if (suspended.affected) await this.sessions.endSessionsBySuspension(manager, id);
      return suspended;
    });
  }

  /** The account as a row of the Users table (with who suspended it). */
  private async row(id: string): Promise<AdminUserDto> {
    return AdminUserDto.from(await this.users.findOneOrFail({ where: { id }, relations: { suspendedBy: true } }));
  }

  /** Another staff member recovers an account that lost its second factor (SecondFactorService). */
  async resetSecondFactor(id: string, actorId: string): Promise<AdminUserDto> {
    await this.secondFactor.resetByStaff(id, actorId);
    return this.row(id);
  }
}
