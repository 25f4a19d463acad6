import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LiveUpdatesModule } from '../../infrastructure/live-updates/live-updates.module';
import { BillingModule } from '../billing';
import { AdminProjectsController } from './admin-projects.controller';
import { AdminProjectsService } from './admin-projects.service';
import { OnboardingEventEntity } from './entities/onboarding-event.entity';
import { OnboardingTaskEntity } from './entities/onboarding-task.entity';
import { ProjectDocumentEntity } from './entities/project-document.entity';
import { ProjectMessageEntity } from './entities/project-message.entity';
import { ProjectNoteEntity } from './entities/project-note.entity';
import { ProjectStepEntity } from './entities/project-step.entity';
import { ProjectEntity } from './entities/project.entity';
import { QuestionnaireResponseEntity } from './entities/questionnaire-response.entity';
import { ProjectFeed } from './live/project-feed';
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
  imports: [
    TypeOrmModule.forFeature([
      ProjectEntity,
      ProjectStepEntity,
      OnboardingTaskEntity,
      OnboardingEventEntity,
      ProjectDocumentEntity,
      ProjectMessageEntity,
      ProjectNoteEntity,
      QuestionnaireResponseEntity,
    ]),
    BillingModule,
    LiveUpdatesModule,
  ],
  controllers: [AdminProjectsController, PortalProjectsController],
  providers: [
    AdminProjectsService,
    PortalProjectsService,
    ProjectActivation,
    ProjectFeed,
    ProjectRefundRule,
    ProjectsService,
  ],
  exports: [ProjectsService],
})
export class ProjectsModule {}
