import { Module } from '@nestjs/common';
import { Clock } from '../../../common/clock';
import { StorageModule } from '../../../infrastructure/storage/storage.module';
import { ProposalPdf } from './proposal-pdf';
import { ProposalSeal } from './proposal-seal';
import { SealingCertificate } from './sealing-certificate';

/** A proposal's PDF and its sealed, signed PDF (the generated sealing certificate is kept in the file storage). */
@Module({
  imports: [StorageModule],
  providers: [Clock, ProposalPdf, ProposalSeal, SealingCertificate],
  exports: [ProposalPdf, ProposalSeal],
})
export class ProposalDocumentsModule {}
