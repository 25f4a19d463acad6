import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../config/app.config';
import { storageKey } from '../../infrastructure/storage/storage-keys';
import { FileStorage } from '../../infrastructure/storage/storage';
import { longDate } from '../billing';
import { MailService, OutboxService, StaffAlerts } from '../notifications';
import type { SignatureEvidence } from './documents/proposal-document';
import { ProposalSeal } from './documents/proposal-seal';
import { ProposalItemEntity } from './entities/proposal-item.entity';
import { ProposalSignerEntity } from './entities/proposal-signer.entity';
import { ProposalEntity } from './entities/proposal.entity';
import { ProposalTimeline } from './proposal-timeline';
import { documentView } from './proposal-view';
import { proposalSignedMail } from './proposals.mails';

/** What the storage accepts as a sealed proposal: a PDF of at most 20 MB. */
const SEALED_PDF_RULES = { allowedTypes: ['application/pdf'], maxBytes: 20 * 1024 * 1024 };

/** The storage key of a version's sealed PDF. */
export const sealedPdfKey = (proposal: Pick<ProposalEntity, 'id' | 'version'>) =>
  storageKey('proposals', proposal.id, `signed-v${proposal.version}.pdf`);

/**
 * The sealed PDF of a signed proposal (docs/modules/proposals.md): the document as signed, the signature and
 * the certificate of completion with the audit trail, digitally signed (ProposalSeal), kept through the
 * storage concern with its SHA-256, and e-mailed to the client and to staff, once per proposal.
 */
@Injectable()
export class ProposalSealing {
  constructor(
    private readonly dataSource: DataSource,
    private readonly seal: ProposalSeal,
    private readonly storage: FileStorage,
    private readonly timeline: ProposalTimeline,
    private readonly outbox: OutboxService,
    private readonly mail: MailService,
    private readonly staffAlerts: StaffAlerts,
    private readonly config: AppConfig,
  ) {}

  /**
   * Seals an accepted proposal that is not sealed yet; true when this call sealed it. The seal is made outside
   * any transaction (ProposalSeal loads its certificate on a connection of its own); the transaction that keeps
   * it locks the proposal and keeps the first seal only, so concurrent calls store and send one.
   */
  async sealProposal(id: string): Promise<boolean> {
    const manager = this.dataSource.manager;
    const proposal = await manager.findOneBy(ProposalEntity, { id });
    if (!proposal || proposal.status !== 'accepted' || proposal.sealedPdfKey) return false;
    const [items, signer, events] = await Promise.all([
      manager.find(ProposalItemEntity, { where: { proposalId: id } }),
      manager.findOneByOrFail(ProposalSignerEntity, { proposalId: id }),
      this.timeline.list(manager, id),
    ]);
    const evidence: SignatureEvidence = {
      signerName: signer.name,
      signerEmail: signer.email,
      signedAt: signer.signedAt.toISOString(),
      ip: signer.ip,
      userAgent: signer.userAgent,
      documentSha256: signer.documentSha256,
      drawnSignaturePng: signer.signaturePng,
      consentText: signer.consentText,
      intentText: signer.intentText,
      events: events.map((event) => ({
        kind: event.kind,
        at: event.createdAt.toISOString(),
        ip: event.ip,
        userAgent: event.userAgent,
        documentSha256: event.documentSha256,
      })),
    };
    const sealed = await this.seal.seal(documentView(proposal, items), evidence);
    return this.outbox.transaction(async (manager, send) => {
      const locked = await manager.findOne(ProposalEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!locked || locked.sealedPdfKey) return false;
      const key = sealedPdfKey(locked);
      await this.storage.put(key, sealed.pdf, SEALED_PDF_RULES);
      locked.sealedPdfKey = key;
      locked.sealedPdfSha256 = sealed.sha256;
      await manager.save(locked);
      await this.timeline.record(manager, id, 'sealed', { actor: 'system', documentSha256: sealed.sha256 });
      const data = {
        proposalId: id,
        title: locked.title,
        signerName: signer.name,
        signedAt: longDate(signer.signedAt, this.config.BUSINESS_TIME_ZONE),
        sealedSha256: sealed.sha256,
        pdfBase64: sealed.pdf.toString('base64'),
      };
      await send(this.mail.compose(proposalSignedMail, data, { email: locked.clientEmail, userId: locked.userId }));
      for (const message of this.staffAlerts.messages(proposalSignedMail, data)) await send(message);
      return true;
    });
  }
}
