import {
  CHAT_LIMITS,
  type ChatQuestion,
  NOT_OFFERED_OPENING,
  TIPS_PER_ANSWER,
  type TipBusinessType,
  type TipStage,
} from '../ai.constants';
import { type ChatReply, type ChatTurn, consultationLink, withConsultationLink } from '../answerer/retrieval-answerer';
import type { Knowledge, KnowledgeDoc } from '../knowledge/knowledge';
import type { Understanding } from '../understanding/understanding';
import { clip } from '../knowledge/text';
import { industryBrief } from '../tips/tips-library';
import { type LanguageModelMessage, RejectedReply } from '../../../infrastructure/language-model/language-model';

const PASSAGE_CHARS = 700;
/** Earlier turns handed to the model. */
const HISTORY_TURNS = 10;
const SUGGESTION_MAX_CHARS = 150;

/** What each question type asks, and how the reply answers it (the rest of the reply names the services). */
const QUESTION_TASKS: Record<ChatQuestion, string> = {
  recommend: 'a need described: say which of our services meet it',
  'can-you': 'whether we can do something: answer yes or no first',
  need: 'whether they need something: answer that first, from the facts',
  price: 'what it costs: answer with the prices the facts state, or say they are set per project',
  timeline: 'how long it takes: answer with the durations the facts state',
  process: 'how it works or how to start: answer with the steps the facts state',
  eligibility: 'whether we work with someone like them: answer yes or no first',
  policy: 'about our refunds, cancellations or guarantee: answer with what the facts state',
  company: 'about us (who, where, hours, contact): answer with what the facts state',
  bot:
    "whether you are a person: say you are the site's automated assistant, not a person, and that a person " +
    'on our team answers what they send through the contact form at /contact',
  overview: 'what we offer: name our services briefly',
  'small-talk': 'small talk: answer in a sentence and offer help',
  'not-offered': 'for a service we do not offer: say so plainly, with the nearest thing we do if the draft names it',
  'out-of-scope':
    'something outside what we do: say plainly that you cannot help with that here, and name no ' +
    'service (unless the draft answers it from the facts)',
};

/**
 * The chat request. The model only rephrases: it gets the retrieval answer as the draft (keep every fact, add
 * none), what the understanding made of the message in its conversation (the question type and what to do with
 * it, the services that fit and whether they were only guessed, the need we do not offer), the passages of the
 * site's content that best match (the model's only facts), the recent conversation, then the message.
 */
export function chatMessages(
  knowledge: Knowledge,
  understanding: Understanding,
  passages: readonly KnowledgeDoc[],
  draft: ChatReply,
  message: string,
  history: readonly ChatTurn[],
) {
  const facts = passages.map(
    (doc, index) => `[${index + 1}] ${doc.title} (${doc.url}): ${clip(doc.text, PASSAGE_CHARS)}`,
  );
  const services = knowledge.services.map((service) => `- ${service.title}: ${service.shortDescription}`);
  const { question, guessed, notOffered } = understanding;
  const system = [
    'You are the assistant on the website of Inspivision, a US business-launch agency. Rephrase the draft answer ' +
      "below for the visitor's message: keep every fact, add none. Its facts come from the website itself.",
    'Rules:',
    '- Never state a price, fee, duration, percentage, guarantee or promise that the facts do not state word for word. ' +
      'If the facts do not answer the question, say that you do not have that information and suggest booking a ' +
      'consultation at /consultation.',
    `- The visitor's question is "${question}": ${QUESTION_TASKS[question]}. Answer that first, in one or two ` +
      'sentences from the facts, then name the services that fit.',
    ...(guessed
      ? [
          '- The services were guessed from the meaning of the message: offer them as a question ("It sounds ' +
            `like ${understanding.services[0]?.title ?? 'X'} — is that it?"), never as a fact.`,
        ]
      : []),
    notOffered
      ? `- The visitor asks for something we do not offer (${notOffered.label}): say plainly that it ` +
        'is not something we offer, and suggest a consultation.'
      : '- Never turn the visitor away or say that something is not something we offer: when unsure, name the ' +
        'closest of our services and suggest a consultation. Never invent a service.',
    '- Never claim to be a person. Plain text, friendly and brief: at most 120 words. Point to /consultation ' +
      'when the visitor wants to book.',
    'Reply with one JSON object and nothing else: {"message": "<your answer>", "suggestions": ["<2 or 3 short ' +
      'follow-up questions the visitor could ask next>"]}.',
    '',
    'Our services (exact titles):',
    ...services,
    '',
    `Services that fit this question (name them; a link to the consultation form prefilled with them is added after your answer): ${
      understanding.services.map((service) => service.title).join('; ') || 'none: name no service'
    }`,
    '',
    'Rephrase this draft answer; keep every fact, add none:',
    // The link prefilled with the services is added to the model's reply again: the draft points to the form.
    draft.message.replaceAll(consultationLink(recommendedServices(knowledge, draft)), '/consultation'),
    '',
    'Facts:',
    ...(facts.length ? facts : ['(none match this question)']),
  ].join('\n');
  const turns: LanguageModelMessage[] = history
    .slice(-HISTORY_TURNS)
    .map((turn) => ({ role: turn.role, content: clip(turn.content, CHAT_LIMITS.turnContent) }));
  return [{ role: 'system', content: system }, ...turns, { role: 'user', content: message }] as LanguageModelMessage[];
}

/** The services the retrieval answer recommends: the only ones any reply recommends. */
const recommendedServices = (knowledge: Knowledge, draft: ChatReply) =>
  draft.serviceRecommendations
    .map((title) => knowledge.serviceTitled(title))
    .filter((service) => service !== undefined);

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim().length > 0;

/** Says it is the automated assistant (or not a person). */
const SAYS_AUTOMATED = /automated|assistant|not a (person|human)/i;
/** Claims to be a person, or not to be a bot. */
const CLAIMS_HUMAN =
  /\b(i'?m|i am|you'?re (talking|chatting|speaking) (to|with))\s+(an?\s+)?(real\s+|actual\s+|live\s+)?(person|human|member of (our|the) team|team member)\b|\b(i'?m|i am) not (an?\s+)?(bot|robot|machine|ai|automated)\b/i;

/**
 * The model's chat reply, checked against what the understanding made of the message, as the retrieval answer
 * is: it states no figure the content does not state; it says "not something we offer" only for a need on that
 * list (question `not-offered`); it never claims to be a person, and to "are you a bot?" says it is automated;
 * a guess is asked, not stated. The recommendations are the retrieval answer's whatever the model lists (they
 * are what the evaluation sets measure, issue 15), none for a need we do not offer or a message outside what we
 * do, and the message ends with the consultation form prefilled with them, as the retrieval answer's does.
 * Missing suggestions are made up from the retrieval answer's.
 */
export function checkChatReply(
  value: unknown,
  knowledge: Knowledge,
  fallback: ChatReply,
  { question, guessed }: Understanding,
): ChatReply {
  if (typeof value !== 'object' || value === null) throw new RejectedReply('not an object');
  const { message, suggestions } = value as Record<string, unknown>;
  if (!isText(message)) throw new RejectedReply('no message');
  const unstated = knowledge.unstatedFigures(message);
  if (unstated.length > 0) throw new RejectedReply(`states ${unstated.length} figure(s) the content does not`);
  if (question !== 'not-offered' && message.includes(NOT_OFFERED_OPENING)) {
    throw new RejectedReply('turns away a need that is not on the not-offered list');
  }
  if (CLAIMS_HUMAN.test(message.replace(/[’‘]/g, "'"))) throw new RejectedReply('claims to be a person');
  if (question === 'bot' && !SAYS_AUTOMATED.test(message)) throw new RejectedReply('does not say it is automated');
  if (guessed && !message.includes('?')) throw new RejectedReply('states a guess as a fact');
  if (suggestions !== undefined && !Array.isArray(suggestions)) throw new RejectedReply('suggestions not a list');
  const offered = (suggestions ?? [])
    .filter(isText)
    .map((suggestion) => suggestion.trim())
    .filter((suggestion) => suggestion.length <= SUGGESTION_MAX_CHARS);
  const services =
    question === 'not-offered' || question === 'out-of-scope' ? [] : recommendedServices(knowledge, fallback);
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
