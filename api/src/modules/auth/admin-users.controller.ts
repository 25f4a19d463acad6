import { Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly, CurrentUser, SessionUser } from '../../common/access/access.decorators';
import { TableExport } from '../../common/admin-table';
import { ApiErrorResponses } from '../../common/api-error-responses.decorator';
import { AdminUsersService } from './admin-users.service';
import { AdminUserDto, AdminUserPageDto, ListUsersQueryDto, UserFilterDto, UserStatsDto } from './dto/admin-users.dto';
import { ApiUuidParam } from '../../common/id-param.pipe';

@ApiTags('admin-users')
@AdminOnly()
@Controller('admin/users')
export class AdminUsersController {
  constructor(private readonly users: AdminUsersService) {}

  @Get()
  @ApiOperation({
    summary: 'Accounts: search, filter, sort, paginate',
    description: "One page of the back office's Users table. Changes nothing.",
  })
  @ApiOkResponse({ type: AdminUserPageDto })
  @ApiErrorResponses(400)
  listUsers(@Query() query: ListUsersQueryDto): Promise<AdminUserPageDto> {
    return this.users.list(query);
  }

  @Get('stats')
  @ApiOperation({
    summary: 'Counts for the dashboard: accounts, and sign-ups in the last 7 days',
    description: 'The two counts of the admin dashboard. Changes nothing.',
  })
  @ApiOkResponse({ type: UserStatsDto })
  getUserStats(): Promise<UserStatsDto> {
    return this.users.stats();
  }

  @Get('export')
  @TableExport('accounts')
  exportUsers(@Query() filter: UserFilterDto): Promise<StreamableFile> {
    return this.users.export(filter);
  }

  @Post(':id/suspend')
  @HttpCode(200)
  @ApiUuidParam("The account's id")
  @ApiOperation({
    summary: 'Suspend an account: it cannot sign in and its sessions end now',
    description:
      'A suspended account cannot sign in, and every one of its sessions ends now. Staff cannot suspend their own account (400). Idempotent: suspending a suspended account changes nothing.',
  })
  @ApiOkResponse({ type: AdminUserDto })
  @ApiErrorResponses(400, 404)
  suspendUser(@Param('id', ParseUUIDPipe) id: string, @CurrentUser() actor: SessionUser): Promise<AdminUserDto> {
    return this.users.setSuspended(id, true, actor.id);
  }

  @Post(':id/reinstate')
  @HttpCode(200)
  @ApiUuidParam("The account's id")
  @ApiOperation({
    summary: 'Lift a suspension',
    description: 'Lets a suspended account sign in again (its sessions ended with the suspension). Idempotent.',
  })
  @ApiOkResponse({ type: AdminUserDto })
  @ApiErrorResponses(400, 404)
  reinstateUser(@Param('id', ParseUUIDPipe) id: string, @CurrentUser() actor: SessionUser): Promise<AdminUserDto> {
    return this.users.setSuspended(id, false, actor.id);
  }

  @Post(':id/second-factor/reset')
  @HttpCode(200)
  @ApiUuidParam("The account's id")
  @ApiOperation({
    summary: "Reset an account's second factor (it lost its authenticator app or passkey)",
    description:
      'Removes every second factor of the account (authenticator app, passkeys, recovery codes), ends all its sessions and e-mails its owner; a staff account then sets up a new one at its next sign-in. This is how a lost factor is recovered: by another staff member, never by e-mail alone. Staff cannot reset their own (400).',
  })
  @ApiOkResponse({ type: AdminUserDto })
  @ApiErrorResponses(400, 404)
  resetUserSecondFactor(
    @Param('id', ParseUUIDPipe) id: string,
    @CurrentUser() actor: SessionUser,
  ): Promise<AdminUserDto> {
    return this.users.resetSecondFactor(id, actor.id);
  }
}
