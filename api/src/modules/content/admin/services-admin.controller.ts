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
  @ApiOperation({
    summary: 'Every service, inactive ones too, in display order',
    description: 'Every service, hidden ones too, in display order. Changes nothing.',
  })
  @ApiOkResponse({ type: [AdminServiceDto] })
  listAdminServices(): Promise<AdminServiceDto[]> {
    return this.services.list();
  }

  @Post()
  @ApiOperation({
    summary: 'Add a service (placed last)',
    description: 'Adds a service at the end of the display order; it is on the site at once unless isActive is false.',
  })
  @ApiCreatedResponse({ type: AdminServiceDto })
  @ApiErrorResponses(400)
  createService(@Body() body: CreateServiceDto): Promise<AdminServiceDto> {
    return this.services.create(body);
  }

  // Before ':id' routes, so "order" is never read as an id.
  @Put('order')
  @ApiOperation({
    summary: 'Set the whole display order',
    description:
      'Sets the whole display order: `ids` must name every service once. 409 when the services changed meanwhile (another member of staff added one): read them again and retry. The site changes at once. Answers every service in the new order.',
  })
  @ApiOkResponse({ type: [AdminServiceDto] })
  @ApiErrorResponses(400, 409)
  reorderServices(@Body() body: ReorderServicesDto): Promise<AdminServiceDto[]> {
    return this.services.reorder(body.ids);
  }

  @Patch(':id')
  @ApiIdParam("The service's id")
  @ApiOperation({
    summary: 'Change a service; isActive activates or deactivates it',
    description:
      'Changes only the fields sent; `isActive: false` hides the service from the site, `true` shows it again. The site changes at once.',
  })
  @ApiOkResponse({ type: AdminServiceDto })
  @ApiErrorResponses(400, 404)
  updateService(@Param('id', ParseIdPipe) id: number, @Body() body: UpdateServiceDto): Promise<AdminServiceDto> {
    return this.services.update(id, body);
  }

  @Post(':id/move')
  @HttpCode(200)
  @ApiIdParam("The service's id")
  @ApiOperation({
    summary: 'Move a service one place up or down; answers the new order',
    description:
      'Swaps the service with its neighbour above or below; at either end nothing changes. Answers every service in the new order.',
  })
  @ApiOkResponse({ type: [AdminServiceDto] })
  @ApiErrorResponses(400, 404)
  moveService(@Param('id', ParseIdPipe) id: number, @Body() body: MoveServiceDto): Promise<AdminServiceDto[]> {
    return this.services.move(id, body.direction);
  }
}
