import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { stringify } from 'csv-stringify/sync';
import { Brackets, MoreThanOrEqual, Repository, SelectQueryBuilder } from 'typeorm';
import { Page, toPage } from '../../common/pagination';
import { AdminUserDto, ListUsersQueryDto, UserFilterDto, UserStatsDto } from './dto/admin-users.dto';
import { UserEntity } from './entities/user.entity';
import { SessionService } from './session.service';

/** The CSV export's columns, in order. */
const EXPORT_COLUMNS: [keyof AdminUserDto, string][] = [
  ['email', 'Email'],
  ['firstName', 'First name'],
  ['lastName', 'Last name'],
  ['role', 'Role'],
  ['emailVerified', 'Verified'],
  ['isSuspended', 'Suspended'],
  ['phone', 'Phone'],
  ['country', 'Country'],
  ['createdAt', 'Signed up'],
];

/** Caps the export so one click cannot build an unbounded file in memory. */
export const EXPORT_MAX_ROWS = 50_000;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Staff's view of accounts: the Users table, its export, suspension, and the dashboard's counts. */
@Injectable()
export class AdminUsersService {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly sessions: SessionService,
  ) {}

  async list(query: ListUsersQueryDto): Promise<Page<AdminUserDto>> {
    const [rows, total] = await this.filtered(query).skip(query.skip).take(query.pageSize).getManyAndCount();
    return toPage(rows.map(AdminUserDto.from), total, query);
  }

  async exportCsv(filter: UserFilterDto): Promise<string> {
    const rows = await this.filtered(filter).take(EXPORT_MAX_ROWS).getMany();
    return stringify(
      rows.map(AdminUserDto.from).map((user) => EXPORT_COLUMNS.map(([key]) => user[key])),
      {
        header: true,
        columns: EXPORT_COLUMNS.map(([, label]) => label),
        cast: {
          boolean: (value) => (value ? 'yes' : 'no'),
          // A name like "=HYPERLINK(...)" must stay text when staff open the file in a spreadsheet.
          string: (value) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value),
        },
      },
    );
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

  private filtered(filter: UserFilterDto): SelectQueryBuilder<UserEntity> {
    const builder = this.users.createQueryBuilder('user');
    if (filter.search) {
      const pattern = `%${escapeLike(filter.search.toLowerCase())}%`;
      builder.andWhere(
        new Brackets((where) =>
          where
            .where('user.email LIKE :pattern', { pattern })
            .orWhere('LOWER(user.firstName) LIKE :pattern', { pattern })
            .orWhere('LOWER(user.lastName) LIKE :pattern', { pattern })
            .orWhere(`LOWER(user.firstName || ' ' || user.lastName) LIKE :pattern`, { pattern }),
        ),
      );
    }
    if (filter.role) builder.andWhere('user.role = :role', { role: filter.role });
    if (filter.emailVerified !== undefined) {
      builder.andWhere('user.emailVerified = :emailVerified', { emailVerified: filter.emailVerified });
    }
    if (filter.isSuspended !== undefined) {
      builder.andWhere('user.isSuspended = :isSuspended', { isSuspended: filter.isSuspended });
    }
    const order = filter.sortOrder === 'asc' ? 'ASC' : 'DESC';
    // id breaks ties so pages never overlap.
    return builder.orderBy(`user.${filter.sortBy}`, order).addOrderBy('user.id', order);
  }
}
