import { defineMailTemplate, renderMail } from '../notifications';
import { portalProposalUrl, signUpForProposalUrl } from './proposal-view';

interface ProposalMailData {
  proposalId: string;
  title: string;
  clientName: string;
  /** Formatted, e.g. "$1,234.50". */
  total: string;
  /** Formatted, e.g. "December 31, 2026". */
  validUntil: string;
  /** The recipient has no account yet: the link signs them up, then lands on the proposal. */
  signUp: boolean;
}

const proposalLink = (publicUrl: string, data: ProposalMailData) =>
  data.signUp ? signUpForProposalUrl(publicUrl, data.proposalId) : portalProposalUrl(publicUrl, data.proposalId);

const howToOpen = (data: ProposalMailData) =>
  data.signUp
    ? `Create your client account with this e-mail address to read, accept and sign it (the link takes you to it once you are signed in):`
    : 'Read it, accept and sign it, or decline it in your client portal:';

/** A proposal (or its new version) sent to its client, with its PDF. */
export const proposalSentMail = defineMailTemplate<ProposalMailData & { revised: boolean; pdfBase64: string }>({
  key: 'proposals.proposal-sent',
  category: 'transactional',
  render: (data, { publicUrl }) => ({
    ...renderMail({
      subject: `${data.revised ? 'Revised proposal' : 'Proposal'} from Inspivision: ${data.title}`,
      preheader: `${data.total}, valid until ${data.validUntil}`,
      paragraphs: [
        `Hi ${data.clientName},`,
        `${data.revised ? 'Here is the revised proposal' : 'Here is our proposal'} "${data.title}" for ${data.total}, valid until ${data.validUntil}. The PDF is attached.`,
        `${howToOpen(data)} ${proposalLink(publicUrl, data)}`,
      ],
      closing: ['Reply to this e-mail with any question about it.', 'The Inspivision team'],
    }),
    attachments: [
      { filename: 'proposal.pdf', contentType: 'application/pdf', content: data.pdfBase64, encoding: 'base64' },
    ],
  }),
});

/** The one reminder, PROPOSAL_REMINDER_DAYS_BEFORE days before the proposal expires. */
export const proposalReminderMail = defineMailTemplate<ProposalMailData>({
  key: 'proposals.proposal-reminder',
  category: 'transactional',
  render: (data, { publicUrl }) =>
    renderMail({
      subject: `Our proposal "${data.title}" expires on ${data.validUntil}`,
      preheader: `${data.total}: accept it before ${data.validUntil}`,
      paragraphs: [
        `Hi ${data.clientName},`,
        `A reminder that our proposal "${data.title}" for ${data.total} is valid until ${data.validUntil}.`,
        `${howToOpen(data)} ${proposalLink(publicUrl, data)}`,
      ],
      closing: ['The Inspivision team'],
    }),
});

/** The sealed PDF (proposal, signature, certificate of completion), to the client and to staff alike. */
export const proposalSignedMail = defineMailTemplate<{
  proposalId: string;
  title: string;
  signerName: string;
  signedAt: string;
  sealedSha256: string;
  pdfBase64: string;
}>({
  key: 'proposals.proposal-signed',
  category: 'transactional',
  render: (data, { publicUrl }) => ({
    ...renderMail({
      subject: `Signed: ${data.title}`,
      preheader: `Signed by ${data.signerName} on ${data.signedAt}`,
      paragraphs: [
        `"${data.title}" was signed by ${data.signerName} on ${data.signedAt}.`,
        'The signed PDF is attached, with its certificate of completion and audit trail. It is sealed with a digital signature, so any change to the file can be detected.',
        `SHA-256 of the sealed file: ${data.sealedSha256}`,
        `It is also kept in the client portal: ${portalProposalUrl(publicUrl, data.proposalId)}`,
      ],
      closing: ['The Inspivision team'],
    }),
    attachments: [
      {
        filename: 'proposal-signed.pdf',
        contentType: 'application/pdf',
        content: data.pdfBase64,
        encoding: 'base64',
      },
    ],
  }),
});

const adminProposalUrl = (publicUrl: string, proposalId: string) =>
  new URL(`/admin1/proposals?proposal=${proposalId}`, publicUrl).toString();

/** Staff: a client declined a proposal. */
export const proposalDeclinedStaffMail = defineMailTemplate<{
  proposalId: string;
  title: string;
  clientName: string;
  clientEmail: string;
  total: string;
  reason: string;
}>({
  key: 'staff.proposal-declined',
  category: 'transactional',
  render: (data, { publicUrl }) =>
    renderMail({
      subject: `Proposal declined: ${data.title} (${data.clientName})`,
      preheader: data.reason.slice(0, 120),
      paragraphs: [
        `${data.clientName} (${data.clientEmail}) declined "${data.title}" (${data.total}).`,
        `Their reason: ${data.reason}`,
        `Open it in the back office: ${adminProposalUrl(publicUrl, data.proposalId)}`,
      ],
    }),
});

/** Staff: a proposal passed its valid-until date unsigned. */
export const proposalExpiredStaffMail = defineMailTemplate<{
  proposalId: string;
  title: string;
  clientName: string;
  clientEmail: string;
  total: string;
  validUntil: string;
}>({
  key: 'staff.proposal-expired',
  category: 'transactional',
  render: (data, { publicUrl }) =>
    renderMail({
      subject: `Proposal expired: ${data.title} (${data.clientName})`,
      preheader: `Valid until ${data.validUntil}, not signed`,
      paragraphs: [
        `"${data.title}" to ${data.clientName} (${data.clientEmail}), ${data.total}, was valid until ${data.validUntil} and was not signed. It has expired.`,
        `Duplicate or revise it in the back office: ${adminProposalUrl(publicUrl, data.proposalId)}`,
      ],
    }),
});
