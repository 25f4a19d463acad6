import type { ChatQuestion } from '../ai.constants';
import type { ChatTurn } from '../answerer/retrieval-answerer';
import type { ServiceTitle } from './eval-set';

/**
 * One message of a reply-quality set: what it asks (`question`), the services it should lead to, and facts its
 * reply must state or must not state.
 *
 * Labelling rules (both sets, reply-set.ts and reply-fresh-set.ts):
 * - `question`: the one question type the reply must answer first (`CHAT_QUESTIONS`). A need described with no
 *   narrower question is `recommend`; "can you / do you do X" is `can-you`; "do I need / should I get X" is `need`;
 *   an ask for something we do not do is `not-offered` (legal representation or advice, tax returns and personal
 *   taxes, accounting, loans, investment, grants, credit repair, bankruptcy, insurance, payroll, hiring and
 *   staffing, immigration and visas, real estate, printing, manufacturing, warehousing and shipping, computer and
 *   hardware repair); nothing to do with a business is `out-of-scope`.
 * - `services`: every service the message asks for or clearly needs (eval-set.ts's rules), in the conversation's
 *   context for a follow-up ("how much is it?" after a service was discussed names that service). None for
 *   not-offered, out-of-scope, small-talk, bot and company questions that name no need.
 * - `mustContain`: facts the reply must state, each a case-insensitive pattern, taken from the site's content
 *   (the services' texts, the FAQs, the company facts and refund rules) or from what an answer of that type must
 *   say (a not-offered ask gets "not something we offer"; the bot question "automated assistant"). Only facts a
 *   careful reader would expect in the answer to that very question, so a reply that answers a neighbouring
 *   question fails.
 * - `mustNotContain`: what would show the reply answered a neighbouring question (a US seller must not be told
 *   about forming a US company from abroad), invented a figure, or turned a buyer away.
 * - `history`: the earlier turns of the conversation, oldest first, for a follow-up.
 */
export interface ReplyCase {
  message: string;
  history?: ChatTurn[];
  question: ChatQuestion;
  services: ServiceTitle[];
  mustContain?: RegExp[];
  mustNotContain?: RegExp[];
}
