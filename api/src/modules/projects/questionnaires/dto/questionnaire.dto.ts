import { ApiProperty, ApiPropertyOptional, ApiPropertyOptions, ApiSchema } from '@nestjs/swagger';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { IsIn, IsObject, IsOptional, IsUUID } from 'class-validator';
import { PageOf, PageQueryDto } from '../../../../common/pagination';
import {
  QUESTIONNAIRE_KINDS,
  QUESTIONNAIRE_STATUSES,
  type QuestionnaireKind,
  type QuestionnaireStatus,
} from '../questionnaire-kinds';
import { QUESTION_TYPES, type AnswerValue, type QuestionType } from '../questionnaire-schemas';

const KIND = {
  enum: QUESTIONNAIRE_KINDS,
  enumName: 'QuestionnaireKind',
  example: 'website',
  description: 'Which questionnaire: the :type of /portal/questionnaire/:type',
} as const;

/** Where the client stands with a questionnaire. */
export const QUESTIONNAIRE_PROGRESS = ['not_started', 'draft', 'submitted'] as const;
export type QuestionnaireProgress = (typeof QUESTIONNAIRE_PROGRESS)[number];
const PROGRESS = {
  enum: QUESTIONNAIRE_PROGRESS,
  enumName: 'QuestionnaireProgress',
  example: 'draft',
  description:
    'not_started: nothing saved; draft: answers saved, not submitted (also after an earlier submission, when they started again); submitted: submitted, and no draft since',
} as const;

const ANSWERS_EXAMPLE = {
  websiteGoal: 'leads',
  audience: 'Homeowners in Atlanta looking for a reliable renovation contractor.',
  pages: ['home', 'services', 'contact'],
  hasDomain: true,
  launchDate: '2026-05-01',
};

/** An answer's value: text (dates YYYY-MM-DD), a choice's value, several choices' values, yes/no, a whole number. */
const ANSWERS_SCHEMA: Pick<ApiPropertyOptions, 'example'> & { type: 'object'; additionalProperties: SchemaObject } = {
  type: 'object',
  additionalProperties: {
    oneOf: [
      { type: 'string', maxLength: 2000 },
      { type: 'array', items: { type: 'string', maxLength: 100 } },
      { type: 'boolean' },
      { type: 'integer' },
    ],
  },
  example: ANSWERS_EXAMPLE,
};

@ApiSchema({ description: 'One choice of a select or multiselect question' })
export class QuestionOptionDto {
  @ApiProperty({ example: 'leads', description: 'What the answer holds' })
  value: string;

  @ApiProperty({ example: 'Bring in enquiries and leads', description: 'What the client reads' })
  label: string;
}

@ApiSchema({ description: 'One question of a questionnaire, with what its answer must be' })
export class QuestionnaireQuestionDto {
  @ApiProperty({
    example: 'websiteGoal',
    description: 'The key of its answer in `answers`; errors name it `answers.<id>`',
  })
  id: string;

  @ApiProperty({ example: "What is the site's main job?" })
  label: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: null,
    description: 'A hint shown under the question (e.g. "One per line, in order of preference.")',
  })
  help: string | null;

  @ApiProperty({
    enum: QUESTION_TYPES,
    enumName: 'QuestionType',
    example: 'select',
    description:
      'How it is answered: text (one line), textarea, url, email and date (YYYY-MM-DD) as text; select as one option value; multiselect as an array of option values; yesno as true or false; number as a whole number from min to max',
  })
  type: QuestionType;

  @ApiProperty({ example: true, description: 'Submitting needs an answer to it; a draft may leave it out' })
  required: boolean;

  @ApiProperty({
    type: [QuestionOptionDto],
    description: 'The choices of a select or multiselect, in order; empty otherwise',
  })
  options: QuestionOptionDto[];

  @ApiProperty({
    type: 'integer',
    nullable: true,
    minimum: 1,
    example: null,
    description: 'The longest answer accepted (text, textarea, url, email), in characters; null for other types',
  })
  maxLength: number | null;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    example: null,
    description: "A number's least value; null for other types",
  })
  min: number | null;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    example: null,
    description: "A number's greatest value; null for other types",
  })
  max: number | null;
}

@ApiSchema({ description: 'A group of questions, shown under its title' })
export class QuestionnaireSectionDto {
  @ApiProperty({ example: 'goals' })
  id: string;

  @ApiProperty({ example: 'Goals' })
  title: string;

  @ApiProperty({ type: String, nullable: true, example: null, description: 'A line under the title' })
  description: string | null;

  @ApiProperty({ type: [QuestionnaireQuestionDto] })
  questions: QuestionnaireQuestionDto[];
}

@ApiSchema({ description: 'A questionnaire as the server declares it: the form the portal renders and checks' })
export class QuestionnaireSchemaDto {
  @ApiProperty(KIND)
  kind: QuestionnaireKind;

  @ApiProperty({ example: 'Website questionnaire' })
  title: string;

  @ApiProperty({
    example:
      'Tell us what the site is for, who it speaks to and what it needs. Your answers shape the sitemap and the first design.',
    description: 'What it is for, shown above the form',
  })
  intro: string;

  @ApiProperty({ type: [QuestionnaireSectionDto] })
  sections: QuestionnaireSectionDto[];
}

/** The links a response may carry. */
class QuestionnaireLinksDto {
  @ApiProperty({ type: String, nullable: true, format: 'uuid', example: null, description: 'The project it is for' })
  projectId: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    format: 'uuid',
    example: null,
    description: 'The consultation it follows',
  })
  consultationId: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    format: 'uuid',
    example: null,
    description: 'The service inquiry it follows',
  })
  serviceInquiryId: string | null;
}

@ApiSchema({ description: 'One questionnaire and where the signed-in client stands with it' })
export class PortalQuestionnaireSummaryDto {
  @ApiProperty(KIND)
  kind: QuestionnaireKind;

  @ApiProperty({ example: 'Website questionnaire' })
  title: string;

  @ApiProperty(PROGRESS)
  status: QuestionnaireProgress;

  @ApiProperty({
    type: String,
    nullable: true,
    format: 'date-time',
    example: '2026-03-04T15:20:00.000Z',
    description: 'When the draft was last saved; null without a draft',
  })
  updatedAt: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    format: 'date-time',
    example: null,
    description: 'When they last submitted it; null if never',
  })
  submittedAt: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    format: 'uuid',
    example: '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d',
    description:
      "Their most recent project whose onboarding asks for it and is not ticked yet (the page's ?projectId=); null when none",
  })
  taskProjectId: string | null;
}
export const PortalQuestionnaireSummaryPageDto = PageOf(
  PortalQuestionnaireSummaryDto,
  'PortalQuestionnaireSummaryPageDto',
);
export type PortalQuestionnaireSummaryPageDto = InstanceType<typeof PortalQuestionnaireSummaryPageDto>;

@ApiSchema({
  description:
    "A questionnaire with the client's answers: their draft, else their latest submission, else none (not_started)",
})
export class PortalQuestionnaireDto extends QuestionnaireLinksDto {
  @ApiProperty({ type: QuestionnaireSchemaDto })
  schema: QuestionnaireSchemaDto;

  @ApiProperty(PROGRESS)
  status: QuestionnaireProgress;

  @ApiProperty({ ...ANSWERS_SCHEMA, description: 'Question id -> answer, only the questions answered' })
  answers: Record<string, AnswerValue>;

  @ApiProperty({
    type: String,
    nullable: true,
    format: 'date-time',
    example: '2026-03-04T15:20:00.000Z',
    description: 'When the answers shown were last saved; null when not started',
  })
  updatedAt: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    format: 'date-time',
    example: null,
    description: 'When the answers shown were submitted; null for a draft or when not started',
  })
  submittedAt: string | null;
}

/** A draft to save, or the answers to submit, with what they are linked to. */
export class SaveQuestionnaireDto {
  @ApiProperty({
    ...ANSWERS_SCHEMA,
    description:
      "Question id -> answer (see each question's type). Every answer given must fit its question; empty text or an empty list counts as not answered. An unknown id is a 400 naming `answers.<id>`",
  })
  @IsObject()
  answers: Record<string, unknown>;

  @ApiPropertyOptional({
    format: 'uuid',
    description: "One of the client's projects (else 404); kept from the draft when left out",
  })
  @IsOptional()
  @IsUUID()
  projectId?: string;

  @ApiPropertyOptional({ format: 'uuid', description: "One of the client's consultations (else 404)" })
  @IsOptional()
  @IsUUID()
  consultationId?: string;

  @ApiPropertyOptional({ format: 'uuid', description: "One of the client's service inquiries (else 404)" })
  @IsOptional()
  @IsUUID()
  serviceInquiryId?: string;
}

/** Staff's filter of responses. */
export class ListAdminQuestionnairesQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'Only the responses linked to this project' })
  @IsOptional()
  @IsUUID()
  projectId?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'Only the responses linked to this consultation' })
  @IsOptional()
  @IsUUID()
  consultationId?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'Only the responses linked to this service inquiry' })
  @IsOptional()
  @IsUUID()
  serviceInquiryId?: string;

  @ApiPropertyOptional({ format: 'uuid', description: "Only this client account's responses" })
  @IsOptional()
  @IsUUID()
  userId?: string;

  @ApiPropertyOptional({
    enum: QUESTIONNAIRE_STATUSES,
    enumName: 'QuestionnaireStatus',
    description: 'Only drafts, or only submitted responses',
  })
  @IsOptional()
  @IsIn(QUESTIONNAIRE_STATUSES)
  status?: QuestionnaireStatus;
}

@ApiSchema({ description: 'One answer under its question, as staff read it' })
export class QuestionnaireAnswerRowDto {
  @ApiProperty({ example: 'websiteGoal' })
  questionId: string;

  @ApiProperty({ example: "What is the site's main job?", description: "The question's label" })
  label: string;

  @ApiProperty({
    example: 'Bring in enquiries and leads',
    description:
      'The answer as text: option labels (comma-separated for several), Yes or No, a long date, or what was typed',
  })
  answer: string;
}

@ApiSchema({ description: "A client's questionnaire response, with its answers under their questions" })
export class AdminQuestionnaireResponseDto extends QuestionnaireLinksDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty(KIND)
  kind: QuestionnaireKind;

  @ApiProperty({ example: 'Website questionnaire' })
  title: string;

  @ApiProperty({
    enum: QUESTIONNAIRE_STATUSES,
    enumName: 'QuestionnaireStatus',
    example: 'submitted',
    description: 'draft: saved by the client, not submitted yet; submitted',
  })
  status: QuestionnaireStatus;

  @ApiProperty({ type: String, nullable: true, format: 'uuid', example: null, description: 'The client account' })
  userId: string | null;

  @ApiProperty({ type: [QuestionnaireAnswerRowDto], description: "The answers given, in the questionnaire's order" })
  answers: QuestionnaireAnswerRowDto[];

  @ApiProperty({ type: String, nullable: true, format: 'date-time', example: '2026-03-04T15:20:00.000Z' })
  submittedAt: string | null;

  @ApiProperty({ format: 'date-time', description: 'When it was last saved' })
  updatedAt: string;

  @ApiProperty({ format: 'date-time', description: 'When the client first saved it' })
  createdAt: string;
}
export const AdminQuestionnaireResponsePageDto = PageOf(
  AdminQuestionnaireResponseDto,
  'AdminQuestionnaireResponsePageDto',
);
export type AdminQuestionnaireResponsePageDto = InstanceType<typeof AdminQuestionnaireResponsePageDto>;
