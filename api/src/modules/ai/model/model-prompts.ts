import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { CHAT_LIMITS, TIPS_PER_ANSWER, type TipBusinessType, type TipStage } from '../ai.constants';
import type { ChatReply, ChatTurn } from '../answerer/retrieval-answerer';
import type { Knowledge, KnowledgeDoc } from '../knowledge/knowledge';
import { clip } from '../knowledge/text';
import { industryBrief } from '../tips/tips-library';
import { RejectedReply } from './language-model';

const PASSAGE_CHARS = 700;
/** Earlier turns handed to the model. */
const HISTORY_TURNS = 10;
const SUGGESTION_MAX_CHARS = 150;

/**
 * The chat request: the rules, the exact service titles, the passages of the site's content that best match
 * the question (the model's only facts), the recent conversation, then the question.
 */
export function chatMessages(
  knowledge: Knowledge,
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
    '- If the visitor asks for something none of our services includes, say plainly that it is not something we ' +
      'offer, and suggest a consultation. Never invent a service.',
    '- Plain text, friendly and brief: at most 120 words. Point to /consultation when the visitor wants to book.',
    'Reply with one JSON object and nothing else: {"message": "<your answer>", "suggestions": ["<2 or 3 short ' +
      'follow-up questions the visitor could ask next>"], "serviceRecommendations": ["<titles from the list of ' +
      'services that fit the question, copied exactly; none if none fits>"]}.',
    '',
    'Our services (exact titles):',
    ...services,
    '',
    'Facts:',
    ...(facts.length ? facts : ['(none match this question)']),
  ].join('\n');
  const turns: ChatCompletionMessageParam[] = history
    .slice(-HISTORY_TURNS)
    .map((turn) => ({ role: turn.role, content: clip(turn.content, CHAT_LIMITS.turnContent) }));
  return [
    { role: 'system', content: system },
    ...turns,
    { role: 'user', content: message },
  ] as ChatCompletionMessageParam[];
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim().length > 0;

/**
 * The model's chat reply, checked: a message that states no figure the content does not state, a list of
 * suggestions, and service titles of which only the real ones are kept (unknown names dropped). Missing
 * suggestions are made up from the retrieval answer's.
 */
export function checkChatReply(value: unknown, knowledge: Knowledge, fallback: ChatReply): ChatReply {
  if (typeof value !== 'object' || value === null) throw new RejectedReply('not an object');
  const { message, suggestions, serviceRecommendations } = value as Record<string, unknown>;
  if (!isText(message)) throw new RejectedReply('no message');
  const unstated = knowledge.unstatedFigures(message);
  if (unstated.length > 0) throw new RejectedReply(`states ${unstated.length} figure(s) the content does not`);
  if (suggestions !== undefined && !Array.isArray(suggestions)) throw new RejectedReply('suggestions not a list');
  if (serviceRecommendations !== undefined && !Array.isArray(serviceRecommendations)) {
    throw new RejectedReply('serviceRecommendations not a list');
  }
  const offered = (suggestions ?? [])
    .filter(isText)
    .map((suggestion) => suggestion.trim())
    .filter((suggestion) => suggestion.length <= SUGGESTION_MAX_CHARS);
  const titles = (serviceRecommendations ?? [])
    .filter(isText)
    .map((title) => knowledge.serviceTitled(title)?.title)
    .filter((title): title is string => title !== undefined);
  return {
    message: clip(message.trim(), CHAT_LIMITS.reply),
    suggestions: [...new Set([...offered, ...fallback.suggestions])].slice(0, Math.max(2, Math.min(3, offered.length))),
    serviceRecommendations: [...new Set(titles)],
  };
}

/** The tips request: the pair, the industry's profile, and the shape of the answer. */
export function tipsMessages(businessType: TipBusinessType, stage: TipStage): ChatCompletionMessageParam[] {
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
