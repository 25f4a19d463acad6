import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Clock } from '../../common/clock';
import { StorageModule } from '../../infrastructure/storage/storage.module';
import { AuthModule } from '../auth';
import { BillingModule } from '../billing';
import { NotificationsModule } from '../notifications';
import { ProjectsModule } from '../projects';
import { AdminProposalsController } from './admin-proposals.controller';
import { ProposalDocumentsModule } from './documents/proposal-documents.module';
import { ProposalEventEntity } from './entities/proposal-event.entity';
import { ProposalItemEntity } from './entities/proposal-item.entity';
import { ProposalSignerEntity } from './entities/proposal-signer.entity';
import { ProposalEntity } from './entities/proposal.entity';
import { PortalProposalsController } from './portal-proposals.controller';
import { PortalProposalsService } from './portal-proposals.service';
import { ProposalAcceptance } from './proposal-acceptance';
import { ProposalSchedule } from './proposal-schedule';
import { ProposalSealing } from './proposal-sealing';
import { ProposalTimeline } from './proposal-timeline';
import { ProposalsService } from './proposals.service';

/** Proposals with e-signature: written and sent by staff, signed by the client, sealed (docs/modules/proposals.md). */
@Module({
  imports: [
    TypeOrmModule.forFeature([ProposalEntity, ProposalItemEntity, ProposalSignerEntity, ProposalEventEntity]),
    AuthModule,
    BillingModule,
    NotificationsModule,
    ProjectsModule,
    // ProposalPdf and ProposalSeal, with the one sealing certificate of the process.
    ProposalDocumentsModule,
    StorageModule,
  ],
  controllers: [AdminProposalsController, PortalProposalsController],
  providers: [
    Clock,
    PortalProposalsService,
    ProposalAcceptance,
    ProposalSchedule,
    ProposalSealing,
    ProposalTimeline,
    ProposalsService,
  ],
})
export class ProposalsModule {}
