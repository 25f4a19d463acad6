import { ApiProperty, ApiPropertyOptional, OmitType, PickType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageOf, PageQueryDto } from '../../../common/pagination';
import { Trim } from '../../../common/transforms';
import { USER_ROLES, UserRole } from '../auth.constants';
import { UserEntity } from '../entities/user.entity';
import { CurrentUserDto } from './current-user.dto';

export const USER_SORT_FIELDS = ['createdAt', 'email', 'lastName', 'role'] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];

const toBoolean = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);

/** One page of the Users table: filters, sort, page. */
export class ListUsersQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Part of the e-mail, first or last name', maxLength: 100 })
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(100)
  search?: string;

  @ApiPropertyOptional({ enum: USER_ROLES, enumName: 'UserRole' })
  @IsOptional()
  @IsIn(USER_ROLES)
  role?: UserRole;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean()
  emailVerified?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean()
  isSuspended?: boolean;

  @ApiPropertyOptional({ enum: USER_SORT_FIELDS, default: 'createdAt' })
  @IsOptional()
  @IsIn(USER_SORT_FIELDS)
  sortBy: UserSortField = 'createdAt';

  @ApiPropertyOptional({ enum: ['asc', 'desc'], default: 'desc' })
  @IsOptional()
  @IsIn(['asc', 'desc'])
  sortOrder: 'asc' | 'desc' = 'desc';
}

/** The Users table's filters and sort without paging: the CSV export takes every matching row. */
export class UserFilterDto extends OmitType(ListUsersQueryDto, ['page', 'pageSize'] as const) {}

/** A row of the admin Users table: the account as its owner sees it, plus what staff manage. */
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
  @ApiProperty()
  isSuspended: boolean;

  @ApiProperty({ format: 'date-time' })
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
      phone: user.phone,
      country: user.country,
      createdAt: user.createdAt.toISOString(),
    };
  }
}

export const AdminUserPageDto = PageOf(AdminUserDto, 'AdminUserPageDto');
export type AdminUserPageDto = InstanceType<typeof AdminUserPageDto>;

/** Counts on the admin dashboard. */
export class UserStatsDto {
  @ApiProperty({ example: 42 })
  users: number;

  @ApiProperty({ example: 5, description: 'Accounts created in the last 7 days' })
  newThisWeek: number;
}
