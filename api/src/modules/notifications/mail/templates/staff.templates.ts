import { defineMailTemplate } from '../mail-template';
import { renderMail } from './layout';

/** A new lead for staff: what came in, from whom, and where to look at it. */
export interface NewLead {
  /** e.g. "Consultation request", "Service inquiry", "Quick question", "Testimonial". */
  kind: string;
  name: string;
  email: string;
  /** Label and value lines shown as they are (never HTML). */
  details: [label: string, value: string][];
  /** A path of the back office, e.g. /admin1/leads/42. */
  adminPath: string;
}

export const newLeadMail = defineMailTemplate<NewLead>({
  key: 'staff.new-lead',
  category: 'transactional',
  render: (lead, { publicUrl }) =>
    renderMail({
      subject: `New ${lead.kind.toLowerCase()}: ${lead.name}`,
      preheader: `${lead.name} <${lead.email}>`,
      paragraphs: [
        `${lead.kind} from ${lead.name} (${lead.email}).`,
        ...lead.details.map(([label, value]) => `${label}: ${value}`),
        `Open it in the back office: ${new URL(lead.adminPath, publicUrl).toString()}`,
      ],
    }),
});
