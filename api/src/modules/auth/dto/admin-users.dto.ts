import { ApiProperty, ApiPropertyOptional, ApiSchema, PickType } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { BooleanFilter, ExportQuery, SORT_ORDER_PROPERTY, SORT_ORDERS, SortOrder } from '../../../common/admin-table';
import { PageOf, PageQueryDto } from '../../../common/pagination';
import { Trim } from '../../../common/transforms';
import { USER_ROLES, UserRole } from '../auth.constants';
import { UserEntity } from '../entities/user.entity';
import { CurrentUserDto } from './current-user.dto';

export const USER_SORT_FIELDS = ['createdAt', 'email', 'lastName', 'role'] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];

/** One page of the Users table: filters, sort, page. */
export class ListUsersQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Part of the e-mail, first or last name', maxLength: 100 })
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(100)
  search?: string;

  @ApiPropertyOptional({ enum: USER_ROLES, enumName: 'UserRole', description: 'Only accounts of this role' })
  @IsOptional()
  @IsIn(USER_ROLES)
  role?: UserRole;

  @BooleanFilter('true: only accounts whose e-mail is verified; false: only those whose is not')
  emailVerified?: boolean;

  @BooleanFilter('true: only suspended accounts; false: only active ones')
  isSuspended?: boolean;

  @ApiPropertyOptional({ enum: USER_SORT_FIELDS, default: 'createdAt', description: 'The column to sort by' })
  @IsOptional()
  @IsIn(USER_SORT_FIELDS)
  sortBy: UserSortField = 'createdAt';

  @ApiPropertyOptional({ ...SORT_ORDER_PROPERTY, default: 'desc' })
  @IsOptional()
  @IsIn(SORT_ORDERS)
  sortOrder: SortOrder = 'desc';
}

/** The Users table's filters and sort without paging: the CSV export takes every matching row. */
export class UserFilterDto extends ExportQuery(ListUsersQueryDto) {}

/** A staff member named on another account's record (who suspended it). */
@ApiSchema({ description: "A staff member named on another account's record (who suspended it)" })
export class StaffMemberDto extends PickType(CurrentUserDto, ['id', 'email', 'firstName', 'lastName'] as const) {
  static from(user: UserEntity): StaffMemberDto {
    return { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName };
  }
}

/** A row of the admin Users table: the account as its owner sees it, plus what staff manage. */
@ApiSchema({ description: 'A row of the admin Users table: the account as its owner sees it, plus what staff manage' })
export class AdminUserDto extends PickType(CurrentUserDto, [
  'id',
  'email',
  'firstName',
  'lastName',
  'role',
  'emailVerified',
  'phone',
  'country',
] as const) {
  @ApiProperty({ example: false, description: 'A suspended account cannot sign in' })
  isSuspended: boolean;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    example: '2026-11-29T23:40:00.000Z',
    description: 'When the current suspension began; null when the account is not suspended',
  })
  suspendedAt: string | null;

  @ApiProperty({
    type: () => StaffMemberDto,
    nullable: true,
    description:
      'The staff member who suspended the account; null when it is not suspended (or that staff account no longer exists)',
  })
  suspendedBy: StaffMemberDto | null;

  @ApiProperty({ format: 'date-time', example: '2026-01-12T16:20:00.000Z' })
  createdAt: string;

  static from(user: UserEntity): AdminUserDto {
    return {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      role: user.role,
      emailVerified: user.emailVerified,
      isSuspended: user.isSuspended,
      suspendedAt: user.suspendedAt?.toISOString() ?? null,
      suspendedBy: user.suspendedBy ? StaffMemberDto.from(user.suspendedBy) : null,
      phone: user.phone,
      country: user.country,
      createdAt: user.createdAt.toISOString(),
    };
  }
}

export const AdminUserPageDto = PageOf(AdminUserDto, 'AdminUserPageDto');
export type AdminUserPageDto = InstanceType<typeof AdminUserPageDto>;

/** Counts on the admin dashboard. */
@ApiSchema({ description: 'Counts on the admin dashboard' })
export class UserStatsDto {
  @ApiProperty({ type: 'integer', minimum: 0, example: 42, description: 'Accounts, suspended ones too' })
  users: number;

  @ApiProperty({ type: 'integer', minimum: 0, example: 5, description: 'Accounts created in the last 7 days' })
  newThisWeek: number;
}
