import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LiveUpdatesModule } from '../../infrastructure/live-updates/live-updates.module';
import { MalwareScanModule } from '../../infrastructure/malware-scan/malware-scan.module';
import { StorageModule } from '../../infrastructure/storage/storage.module';
import { Clock } from '../../common/clock';
import { AuthModule } from '../auth';
import { BillingModule } from '../billing';
import { NotificationsModule } from '../notifications';
import { AdminProjectsController } from './admin-projects.controller';
import { AdminProjectsService } from './admin-projects.service';
import { AdminDocumentsController } from './documents/admin-documents.controller';
import { PortalDocumentsController } from './documents/portal-documents.controller';
import { ProjectDocumentsService } from './documents/project-documents.service';
import { OnboardingEventEntity } from './entities/onboarding-event.entity';
import { OnboardingTaskEntity } from './entities/onboarding-task.entity';
import { ProjectDocumentEntity } from './entities/project-document.entity';
import { ProjectMessageEntity } from './entities/project-message.entity';
import { ProjectNoteEntity } from './entities/project-note.entity';
import { ProjectStepEntity } from './entities/project-step.entity';
import { ProjectEntity } from './entities/project.entity';
import { QuestionnaireResponseEntity } from './entities/questionnaire-response.entity';
import { AdminProjectLiveController } from './live/admin-project-live.controller';
import { PortalProjectLiveController } from './live/portal-project-live.controller';
import { ProjectFeed } from './live/project-feed';
import { LiveStreamTiming, ProjectLiveStreams } from './live/project-live-streams';
import { AdminMessagesController } from './messages/admin-messages.controller';
import { PortalMessagesController } from './messages/portal-messages.controller';
import { ProjectMessagesService } from './messages/project-messages.service';
import { OnboardingReminders } from './nudges/onboarding-reminders';
import { PortalProjectsController } from './portal-projects.controller';
import { PortalProjectsService } from './portal-projects.service';
import { ProjectActivation } from './project-activation';
import { ProjectChanges } from './project-changes';
import { ProjectDetails } from './project-details';
import { ProjectNotes } from './project-notes.service';
import { ProjectRefundRule } from './project-refund-rule';
import { ProjectStatusChanges } from './project-status.service';
import { ProjectSteps } from './project-steps.service';
import { ProjectTasks } from './project-tasks.service';
import { ProjectsService } from './projects.service';
import { AdminQuestionnairesController } from './questionnaires/admin-questionnaires.controller';
import { AdminQuestionnairesService } from './questionnaires/admin-questionnaires.service';
import { PortalQuestionnairesController } from './questionnaires/portal-questionnaires.controller';
import { PortalQuestionnairesService } from './questionnaires/portal-questionnaires.service';

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
    AuthModule,
    BillingModule,
    LiveUpdatesModule,
    MalwareScanModule,
    NotificationsModule,
    StorageModule,
  ],
  controllers: [
    AdminDocumentsController,
    AdminMessagesController,
    AdminProjectLiveController,
    PortalDocumentsController,
    PortalMessagesController,
    PortalProjectLiveController,
    AdminProjectsController,
    AdminQuestionnairesController,
    PortalProjectsController,
    PortalQuestionnairesController,
  ],
  providers: [
    AdminProjectsService,
    AdminQuestionnairesService,
    Clock,
    LiveStreamTiming,
    OnboardingReminders,
    PortalProjectsService,
    PortalQuestionnairesService,
    ProjectActivation,
    ProjectChanges,
    ProjectDetails,
    ProjectDocumentsService,
    ProjectFeed,
    ProjectLiveStreams,
    ProjectMessagesService,
    ProjectNotes,
    ProjectRefundRule,
    ProjectStatusChanges,
    ProjectSteps,
    ProjectTasks,
    ProjectsService,
  ],
  exports: [ProjectsService],
})
export class ProjectsModule {}
