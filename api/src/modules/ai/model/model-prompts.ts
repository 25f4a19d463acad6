import {
  CHAT_LIMITS,
  type ChatSubject,
  NOT_OFFERED_OPENING,
  TIPS_PER_ANSWER,
  type TipBusinessType,
  type TipStage,
} from '../ai.constants';
import { type ChatReply, type ChatTurn, withConsultationLink } from '../answerer/retrieval-answerer';
import type { Knowledge, KnowledgeDoc } from '../knowledge/knowledge';
import type { Understanding } from '../understanding/understanding';
import { clip } from '../knowledge/text';
import { industryBrief } from '../tips/tips-library';
import { type LanguageModelMessage, RejectedReply } from '../../../infrastructure/language-model/language-model';

const PASSAGE_CHARS = 700;
/** Earlier turns handed to the model. */
const HISTORY_TURNS = 10;
const SUGGESTION_MAX_CHARS = 150;

/**
 * The chat request: the rules, the exact service titles, what the understanding made of the question (the
 * services that fit, or the need we do not offer), the passages of the site's content that best match it (the
 * model's only facts), the recent conversation, then the question.
 */
export function chatMessages(
  knowledge: Knowledge,
  understanding: Understanding,
  passages: readonly KnowledgeDoc[],
  message: string,
  history: readonly ChatTurn[],
) {
  const facts = passages.map(
    (doc, index) => `[${index + 1}] ${doc.title} (${doc.url}): ${clip(doc.text, PASSAGE_CHARS)}`,
  );
  const services = knowledge.services.map((service) => `- ${service.title}: ${service.shortDescription}`);
  const system = [
    'You are the assistant on the website of Inspivision, a US business-launch agency. Answer the visitor using ' +
      'only the facts below, which come from the website itself.',
    'Rules:',
    '- Never state a price, fee, duration, percentage, guarantee or promise that the facts do not state word for word. ' +
      'If the facts do not answer the question, say that you do not have that information and suggest booking a ' +
      'consultation at /consultation.',
    understanding.notOffered
      ? `- The visitor asks for something we do not offer (${understanding.notOffered.label}): say plainly that it ` +
        'is not something we offer, and suggest a consultation.'
      : '- Never turn the visitor away or say that something is not something we offer: when unsure, name the ' +
        'closest of our services and suggest a consultation. Never invent a service.',
    '- Plain text, friendly and brief: at most 120 words. Point to /consultation when the visitor wants to book.',
    'Reply with one JSON object and nothing else: {"message": "<your answer>", "suggestions": ["<2 or 3 short ' +
      'follow-up questions the visitor could ask next>"]}.',
    '',
    'Our services (exact titles):',
    ...services,
    '',
    `Services that fit this question (name them; a link to the consultation form prefilled with them is added after your answer): ${
      understanding.services.map((service) => service.title).join('; ') || 'none identified'
    }`,
    '',
    'Facts:',
    ...(facts.length ? facts : ['(none match this question)']),
  ].join('\n');
  const turns: LanguageModelMessage[] = history
    .slice(-HISTORY_TURNS)
    .map((turn) => ({ role: turn.role, content: clip(turn.content, CHAT_LIMITS.turnContent) }));
  return [{ role: 'system', content: system }, ...turns, { role: 'user', content: message }] as LanguageModelMessage[];
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim().length > 0;

/**
 * The model's chat reply, checked: a message that states no figure the content does not state and says "not
 * something we offer" only when the understanding found a need on that list, and a list of suggestions. The
 * recommendations are the understanding's, whatever the model lists (they are what the evaluation sets measure,
 * issue 15), and the message ends with the consultation form prefilled with them, as the retrieval answer's
 * does. Missing suggestions are made up from the retrieval answer's.
 */
export function checkChatReply(
  value: unknown,
  knowledge: Knowledge,
  fallback: ChatReply,
  subject: ChatSubject,
): ChatReply {
  if (typeof value !== 'object' || value === null) throw new RejectedReply('not an object');
  const { message, suggestions } = value as Record<string, unknown>;
  if (!isText(message)) throw new RejectedReply('no message');
  const unstated = knowledge.unstatedFigures(message);
  if (unstated.length > 0) throw new RejectedReply(`states ${unstated.length} figure(s) the content does not`);
  if (subject !== 'not-offered' && message.includes(NOT_OFFERED_OPENING)) {
    throw new RejectedReply('turns away a need that is not on the not-offered list');
  }
  if (suggestions !== undefined && !Array.isArray(suggestions)) throw new RejectedReply('suggestions not a list');
  const offered = (suggestions ?? [])
    .filter(isText)
    .map((suggestion) => suggestion.trim())
    .filter((suggestion) => suggestion.length <= SUGGESTION_MAX_CHARS);
  const services = fallback.serviceRecommendations
    .map((title) => knowledge.serviceTitled(title))
    .filter((service) => service !== undefined);
  return {
    message: withConsultationLink(message.trim(), services),
    suggestions: [...new Set([...offered, ...fallback.suggestions])].slice(0, Math.max(2, Math.min(3, offered.length))),
    serviceRecommendations: services.map((service) => service.title),
  };
}

/** The tips request: the pair, the industry's profile, and the shape of the answer. */
export function tipsMessages(businessType: TipBusinessType, stage: TipStage): LanguageModelMessage[] {
  return [
    {
      role: 'system',
      content:
        `You give practical business tips. Give exactly ${TIPS_PER_ANSWER} distinct tips, each one or two ` +
        'sentences, specific to the type of business and its stage. General advice only: do not mention any ' +
        'company, product or website by name, and include no links. Reply with one JSON object and nothing ' +
        `else: {"tips": ["<tip>", ...]}.`,
    },
    {
      role: 'user',
      content: `Type of business: ${businessType}. About it: ${industryBrief(businessType)} Stage: ${stage}.`,
    },
  ];
}

const TIP_MIN_CHARS = 20;
const TIP_MAX_CHARS = 300;

/** Five distinct tips of sensible length, with no link and no company name; anything else is rejected. */
export function checkTips(value: unknown): string[] {
  const tips = (value as { tips?: unknown } | null)?.tips;
  if (!Array.isArray(tips) || !tips.every(isText)) throw new RejectedReply('tips not a list of texts');
  const cleaned = tips.map((tip) => tip.trim().replace(/^\d+[.)]\s*/, ''));
  if (new Set(cleaned.map((tip) => tip.toLowerCase())).size !== cleaned.length)
    throw new RejectedReply('repeated tips');
  if (cleaned.length < TIPS_PER_ANSWER) throw new RejectedReply(`${cleaned.length} tips`);
  const chosen = cleaned.slice(0, TIPS_PER_ANSWER);
  if (chosen.some((tip) => tip.length < TIP_MIN_CHARS || tip.length > TIP_MAX_CHARS)) {
    throw new RejectedReply('tip length out of bounds');
  }
  if (chosen.some((tip) => /https?:\/\/|www\.|inspivision/i.test(tip))) throw new RejectedReply('link or company name');
  return chosen;
}
