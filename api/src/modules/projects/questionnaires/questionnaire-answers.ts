import { isEmail, isURL } from 'class-validator';
import type { FieldErrorDto } from '../../../common/error-response.dto';
import { RequestValidationException } from '../../../common/validation';
import { questionsOf, type AnswerValue, type Question, type QuestionnaireSchema } from './questionnaire-schemas';

/** Stored answers: question id -> value, only the questions answered. */
export type Answers = Record<string, AnswerValue>;

/** A draft keeps what is given; a submission must also answer every required question. */
export type AnswerCheck = 'draft' | 'submit';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD (not 2026-02-30). */
function isCalendarDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const isBlank = (value: unknown) =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && !value.trim()) ||
  (Array.isArray(value) && !value.length);

/** What is wrong with `value` as an answer to `question` (already known not to be blank), or null. */
function problemWith(question: Question, value: unknown): string | null {
  const choices = question.options.map((option) => option.value);
  switch (question.type) {
    case 'yesno':
      return typeof value === 'boolean' ? null : 'Answer yes or no (true or false).';
    case 'number':
      if (typeof value !== 'number' || !Number.isInteger(value)) return 'Enter a whole number.';
      if (value < question.min!) return `Enter a number of at least ${question.min!.toLocaleString('en-US')}.`;
      if (value > question.max!) return `Enter a number of at most ${question.max!.toLocaleString('en-US')}.`;
      return null;
    case 'select':
      return typeof value === 'string' && choices.includes(value) ? null : 'Choose one of the options.';
    case 'multiselect':
      if (!Array.isArray(value) || !value.every((item) => typeof item === 'string' && choices.includes(item)))
        return 'Choose among the options.';
      return new Set(value).size === value.length ? null : 'Choose each option once.';
    default:
      break;
  }
  if (typeof value !== 'string') return 'Enter text.';
  const text = value.trim();
  if (question.maxLength !== null && text.length > question.maxLength)
    return `Use at most ${question.maxLength.toLocaleString('en-US')} characters.`;
  switch (question.type) {
    case 'text':
      return /[\r\n]/.test(text) ? 'Keep this answer on one line.' : null;
    case 'date':
      return isCalendarDate(text) ? null : 'Enter a date as YYYY-MM-DD.';
    case 'url':
      return isURL(text, { protocols: ['http', 'https'], require_tld: true }) ? null : 'Enter a web address.';
    case 'email':
      return isEmail(text) ? null : 'Enter an e-mail address.';
    default:
      return null;
  }
}

/**
 * The answers to keep, checked against the questionnaire (docs/modules/projects.md#questionnaires): every
 * answer given must fit its question (type, option, length, range; unknown ids refused), text is trimmed, and a
 * blank answer (empty text or no choice) counts as not answered. A submission must also answer every required
 * question. Any problem is a 400 naming each field `answers.<id>`.
 */
export function checkAnswers(schema: QuestionnaireSchema, given: Record<string, unknown>, check: AnswerCheck): Answers {
  const questions = new Map(questionsOf(schema).map((question) => [question.id, question]));
  const errors: FieldErrorDto[] = [];
  const answers: Answers = {};
  for (const [id, value] of Object.entries(given)) {
    const question = questions.get(id);
    if (!question) {
      errors.push({
        field: `answers.${id}`,
        message: `There is no question "${id}" in the ${schema.title.toLowerCase()}.`,
      });
      continue;
    }
    if (isBlank(value)) continue;
    const problem = problemWith(question, value);
    if (problem) errors.push({ field: `answers.${id}`, message: problem });
    else answers[id] = typeof value === 'string' ? value.trim() : (value as AnswerValue);
  }
  if (check === 'submit') {
    for (const question of questions.values()) {
      const field = `answers.${question.id}`;
      if (question.required && !Object.hasOwn(answers, question.id) && !errors.some((error) => error.field === field))
        errors.push({ field, message: 'This question needs an answer.' });
    }
  }
  if (errors.length)
    throw new RequestValidationException(
      errors,
      check === 'submit'
        ? 'Some answers are missing or need a change: see each question.'
        : 'Some answers need a change: see each question.',
    );
  return answers;
}

const CALENDAR_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** An answer as staff read it: a choice's label, "Yes" or "No", a long date, a grouped number, or the text. */
export function answerText(question: Question | undefined, value: AnswerValue): string {
  const label = (choice: string) => question?.options.find((option) => option.value === choice)?.label ?? choice;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return value.toLocaleString('en-US');
  if (Array.isArray(value)) return value.map(label).join(', ');
  if (question?.type === 'date' && isCalendarDate(value)) return CALENDAR_DATE.format(new Date(`${value}T00:00:00Z`));
  return question?.type === 'select' ? label(value) : value;
}

/**
 * Stored answers as labelled rows, in the questionnaire's order; an answer to a question the schema no longer
 * has comes last, under its id, so nothing a client wrote is hidden.
 */
export function labelledAnswers(
  schema: QuestionnaireSchema,
  answers: Answers,
): { questionId: string; label: string; answer: string }[] {
  const questions = questionsOf(schema);
  const known = new Set(questions.map((question) => question.id));
  return [
    ...questions
      .filter((question) => Object.hasOwn(answers, question.id))
      .map((question) => ({
        questionId: question.id,
        label: question.label,
        answer: answerText(question, answers[question.id]!),
      })),
    ...Object.entries(answers)
      .filter(([id]) => !known.has(id))
      .map(([id, value]) => ({ questionId: id, label: id, answer: answerText(undefined, value) })),
  ];
}
