import { BadRequestException, Injectable, NotFoundException, StreamableFile } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MoreThanOrEqual, Repository } from 'typeorm';
import { AdminTable } from '../../common/admin-table';
import { ExportColumn } from '../../common/export-columns';
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
      const builder = this.users.createQueryBuilder('user');
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

  /** Suspends (every session ends at once) or reinstates an account; staff cannot suspend themselves. */
  async setSuspended(id: string, isSuspended: boolean, actorId: string): Promise<AdminUserDto> {
    if (isSuspended && id === actorId) throw new BadRequestException('You cannot suspend your own account');
    const updated = await this.users.update(id, { isSuspended });
    if (!updated.affected) throw new NotFoundException('No such user');
    if (isSuspended) await this.sessions.endSessionsOf(id);
    return AdminUserDto.from(await this.users.findOneByOrFail({ id }));
  }

  /** Another staff member recovers an account that lost its second factor (SecondFactorService). */
  async resetSecondFactor(id: string, actorId: string): Promise<AdminUserDto> {
    await this.secondFactor.resetByStaff(id, actorId);
    return AdminUserDto.from(await this.users.findOneByOrFail({ id }));
  }
}
