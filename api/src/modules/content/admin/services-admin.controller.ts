import { Body, Controller, Get, HttpCode, Param, Patch, Post, Put } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../../common/access/access.decorators';
import { ApiErrorResponses } from '../../../common/api-error-responses.decorator';
import { ApiIdParam, ParseIdPipe } from '../../../common/id-param.pipe';
import {
  AdminServiceDto,
  CreateServiceDto,
  MoveServiceDto,
  ReorderServicesDto,
  UpdateServiceDto,
} from './dto/services-admin.dto';
import { ServicesAdminService } from './services-admin.service';

/** The services' back office: every service in display order, edits, activation, order. */
@ApiTags('admin-services')
@AdminOnly()
@Controller('admin/services')
export class ServicesAdminController {
  constructor(private readonly services: ServicesAdminService) {}

  @Get()
  @ApiOperation({ summary: 'Every service, inactive ones too, in display order' })
  @ApiOkResponse({ type: [AdminServiceDto] })
  listAdminServices(): Promise<AdminServiceDto[]> {
    return this.services.list();
  }

  @Post()
  @ApiOperation({ summary: 'Add a service (placed last)' })
  @ApiCreatedResponse({ type: AdminServiceDto })
  @ApiErrorResponses(400)
  createService(@Body() body: CreateServiceDto): Promise<AdminServiceDto> {
    return this.services.create(body);
  }

  // Before ':id' routes, so "order" is never read as an id.
  @Put('order')
  @ApiOperation({ summary: 'Set the whole display order' })
  @ApiOkResponse({ type: [AdminServiceDto] })
  @ApiErrorResponses(400, 409)
  reorderServices(@Body() body: ReorderServicesDto): Promise<AdminServiceDto[]> {
    return this.services.reorder(body.ids);
  }

  @Patch(':id')
  @ApiIdParam("The service's id")
  @ApiOperation({ summary: 'Change a service; isActive activates or deactivates it' })
  @ApiOkResponse({ type: AdminServiceDto })
  @ApiErrorResponses(400, 404)
  updateService(@Param('id', ParseIdPipe) id: number, @Body() body: UpdateServiceDto): Promise<AdminServiceDto> {
    return this.services.update(id, body);
  }

  @Post(':id/move')
  @HttpCode(200)
  @ApiIdParam("The service's id")
  @ApiOperation({ summary: 'Move a service one place up or down; answers the new order' })
  @ApiOkResponse({ type: [AdminServiceDto] })
  @ApiErrorResponses(400, 404)
  moveService(@Param('id', ParseIdPipe) id: number, @Body() body: MoveServiceDto): Promise<AdminServiceDto[]> {
    return this.services.move(id, body.direction);
  }
}
