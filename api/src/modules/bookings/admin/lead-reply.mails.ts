import { defineMailTemplate, renderMail } from '../../notifications';

/** Staff's answer to a quick question. */
export interface QuestionReplyMailData {
  firstName: string;
  serviceQuestion: string;
  /** The question as asked (the stored model allows it to be empty). */
  question: string | null;
  reply: string;
  /** Who answered, for the sign-off. */
  staffName: string;
}

export const questionReplyMail = defineMailTemplate<QuestionReplyMailData>({
  key: 'bookings.question-reply',
  category: 'transactional',
  render: (data) =>
    renderMail({
      subject: `Re: your question about ${data.serviceQuestion}`,
      preheader: 'An answer to your question from the Inspivision team',
      paragraphs: [
        `Hi ${data.firstName},`,
        // Blank lines in the reply are its paragraphs.
        ...data.reply
          .split(/\n\s*\n/)
          .map((paragraph) => paragraph.trim())
          .filter(Boolean),
        ...(data.question ? [`You asked: "${data.question}"`] : []),
      ],
      closing: ['Reply to this e-mail if anything is unclear.', `${data.staffName}, Inspivision`],
    }),
});
