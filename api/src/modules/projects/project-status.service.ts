import { ConflictException, Injectable } from '@nestjs/common';
import type { SessionUser } from '../../common/access/access.decorators';
import { errorWithCode } from '../../common/http-exception.filter';
import { InvoicesService, LinkedInvoices } from '../billing';
import { ProjectEntity } from './entities/project.entity';
import { changedBy, ProjectChanges } from './project-changes';
import { recordProjectEventIn } from './project-timeline';
import type { ProjectStatus } from './projects.constants';

/**
 * The statuses staff may move a project to from each (docs/modules/projects.md#status-and-completion).
 * `active` is reached from `awaiting_deposit` by the deposit's payment only (ProjectActivation).
 */
export const PROJECT_STATUS_TRANSITIONS: Readonly<Record<ProjectStatus, readonly ProjectStatus[]>> = {
  awaiting_deposit: ['cancelled'],
  active: ['on_hold', 'completed', 'cancelled'],
  on_hold: ['active', 'completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

const refused = (from: ProjectStatus, to: ProjectStatus) =>
  new ConflictException(
    errorWithCode(
      PROJECT_STATUS_TRANSITIONS[from].length === 0
        ? `A ${from} project can no longer change its status`
        : from === to
          ? `The project is already ${to}`
          : `A project that is ${from.replace('_', ' ')} cannot become ${to.replace('_', ' ')} (it can become ${PROJECT_STATUS_TRANSITIONS[from].join(' or ')})`,
      'STATUS_TRANSITION_INVALID',
    ),
  );

/**
 * Staff's status changes. Cancelling cancels the project's deposit and balance invoices that are still open
 * (billing refuses, 409, one that received money: refund it first). Completing sends the balance's draft
 * invoice to the client through billing: billing sends in a transaction of its own, so the completion commits
 * first (one staff member completes, the others get 409) and is undone when billing refuses to send.
 */
@Injectable()
export class ProjectStatusChanges {
  constructor(
    private readonly changes: ProjectChanges,
    private readonly linkedInvoices: LinkedInvoices,
    private readonly invoices: InvoicesService,
  ) {}

  async change(user: SessionUser, projectId: string, to: ProjectStatus): Promise<void> {
    const { from, balanceToSend } = await this.changes.apply(
      projectId,
      { staff: true },
      ['project'],
      async (manager, project) => {
        const from = project.status;
        if (!PROJECT_STATUS_TRANSITIONS[from].includes(to)) throw refused(from, to);
        const cancelledInvoiceIds: string[] = [];
        let balanceToSend: string | null = null;
        if (to === 'cancelled') {
          for (const id of [project.depositInvoiceId, project.balanceInvoiceId]) {
            const invoice = id ? await this.linkedInvoices.findIn(manager, id) : null;
            if (!invoice?.open) continue;
            await this.linkedInvoices.cancelIn(manager, invoice.id, { actor: 'staff', actorUserId: user.id });
            cancelledInvoiceIds.push(invoice.id);
          }
        }
        if (to === 'completed' && project.balanceInvoiceId) {
          const balance = await this.linkedInvoices.findIn(manager, project.balanceInvoiceId);
          // A balance staff already sent, or of nothing, has nothing to send.
          if (balance?.status === 'draft' && balance.amountCents > 0) balanceToSend = balance.id;
        }
        await manager.update(
          ProjectEntity,
          { id: project.id },
          { status: to, ...(to === 'completed' ? { completedAt: new Date() } : {}) },
        );
        await recordProjectEventIn(manager, project.id, 'status_changed', {
          from,
          to,
          ...(cancelledInvoiceIds.length ? { cancelledInvoiceIds } : {}),
          ...changedBy(user),
        });
        return { from, balanceToSend };
      },
    );
    if (balanceToSend) await this.sendBalance(user, projectId, from, balanceToSend);
  }

  private async sendBalance(user: SessionUser, projectId: string, from: ProjectStatus, invoiceId: string) {
    let invoice: Awaited<ReturnType<InvoicesService['send']>>;
    try {
      invoice = await this.invoices.send(invoiceId, { actor: 'staff', actorUserId: user.id });
    } catch (error) {
      // Billing refused (e.g. an amount a card cannot pay): the project goes back to what it was.
      await this.changes.apply(projectId, { staff: true }, ['project'], async (manager, project) => {
        if (project.status !== 'completed') return;
        await manager.update(ProjectEntity, { id: project.id }, { status: from, completedAt: null });
        await recordProjectEventIn(manager, project.id, 'status_changed', {
          from: 'completed',
          to: from,
          reason: `The balance invoice could not be sent: ${(error as Error).message}`,
          by: 'system',
        });
      });
      throw error;
    }
    await this.changes.apply(projectId, { staff: true }, ['project'], (manager, project) =>
      recordProjectEventIn(manager, project.id, 'balance_invoice_sent', {
        invoiceId: invoice.id,
        invoiceNumber: invoice.invoiceNumber,
        amountCents: invoice.amountCents,
        ...changedBy(user),
      }),
    );
  }
}
