import type { Browser } from './auth-helpers';

const DAY_MS = 24 * 3_600_000;

/** What accepting a proposal made (docs/modules/proposals.md): the project, its deposit (or full) invoice and pay page. */
export interface AcceptedProposal {
  proposalId: string;
  projectId: string;
  invoiceId: string;
  payUrl: string;
}

/**
 * Staff write a proposal of one $1,200.00 line for the account `client.id` and send it; the client opens it
 * and accepts it, paying a 50% deposit (or everything) first.
 */
export async function acceptedProposal(
  staff: Browser,
  client: { agent: Browser; id: string },
  title: string,
  paymentChoice: 'deposit' | 'full' = 'deposit',
): Promise<AcceptedProposal> {
  const { body: proposal } = await staff
    .post('/api/admin/proposals')
    .send({
      userId: client.id,
      title,
      items: [{ title: 'Brand identity', quantity: 100, unitPriceCents: 120000 }],
      validUntil: new Date(Date.now() + 30 * DAY_MS).toISOString(),
    })
    .expect(201);
  await staff.post(`/api/admin/proposals/${proposal.id}/send`).expect(200);
  const { body: shown } = await client.agent.get(`/api/portal/proposals/${proposal.id}`).expect(200);
  const { body } = await client.agent
    .post(`/api/portal/proposals/${proposal.id}/accept`)
    .send({
      signerName: 'Client Name',
      consentToElectronicRecords: true,
      intentToSign: true,
      paymentChoice,
      documentSha256: shown.documentSha256,
    })
    .expect(200);
  return { proposalId: proposal.id, projectId: body.projectId, invoiceId: body.invoiceId, payUrl: body.payUrl };
}
