import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BillingModule } from '../billing';
import { AdminProjectsController } from './admin-projects.controller';
import { AdminProjectsService } from './admin-projects.service';
import { ProjectEntity } from './entities/project.entity';
import { PortalProjectsController } from './portal-projects.controller';
import { PortalProjectsService } from './portal-projects.service';
import { ProjectActivation } from './project-activation';
import { ProjectRefundRule } from './project-refund-rule';
import { ProjectsService } from './projects.service';

/**
 * Projects (docs/modules/projects.md): created by accepted proposals (ProjectsService), started when their
 * deposit is paid (ProjectActivation), listed to their client and to staff, and the refund rule billing applies
 * to their deposit and balance invoices.
 */
@Module({
  imports: [TypeOrmModule.forFeature([ProjectEntity]), BillingModule],
  controllers: [AdminProjectsController, PortalProjectsController],
  providers: [AdminProjectsService, PortalProjectsService, ProjectActivation, ProjectRefundRule, ProjectsService],
  exports: [ProjectsService],
})
export class ProjectsModule {}
