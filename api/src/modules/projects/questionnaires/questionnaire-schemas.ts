import { QUESTIONNAIRE_KINDS, type QuestionnaireKind } from './questionnaire-kinds';

/**
 * The portal's questionnaires, declared once (docs/modules/projects.md#questionnaires): the server validates
 * answers against these, the portal renders its form from them (GET /api/portal/questionnaires/{kind}) and staff
 * read answers under their labels. A question's id is the key of its answer; renaming one orphans stored answers.
 */
export const QUESTION_TYPES = [
  'text',
  'textarea',
  'select',
  'multiselect',
  'yesno',
  'date',
  'url',
  'email',
  'number',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** What a question of each type is answered with: text, a choice's value, choices' values, yes/no, a whole number. */
export type AnswerValue = string | string[] | boolean | number;

export interface QuestionOption {
  value: string;
  label: string;
}

export interface Question {
  id: string;
  label: string;
  help: string | null;
  type: QuestionType;
  required: boolean;
  /** The choices of a select or multiselect; empty for other types. */
  options: readonly QuestionOption[];
  /** The longest text accepted (text, textarea, url, email); null for other types. */
  maxLength: number | null;
  /** The range of a number; null for other types. */
  min: number | null;
  max: number | null;
}

export interface QuestionnaireSection {
  id: string;
  title: string;
  description: string | null;
  questions: readonly Question[];
}

export interface QuestionnaireSchema {
  kind: QuestionnaireKind;
  title: string;
  intro: string;
  sections: readonly QuestionnaireSection[];
}

/** The longest answer of each text type unless a question says otherwise (an e-mail address's limit is RFC 5321's). */
export const ANSWER_MAX_LENGTH = { text: 200, textarea: 2000, url: 2000, email: 254 } as const;
type TextType = keyof typeof ANSWER_MAX_LENGTH;

interface QuestionInput {
  id: string;
  label: string;
  help?: string;
  type: QuestionType;
  required?: boolean;
  options?: readonly QuestionOption[];
  maxLength?: number;
  min?: number;
  max?: number;
}

const isTextType = (type: QuestionType): type is TextType => type in ANSWER_MAX_LENGTH;

/** A question with every property spelled out (optional ones as null or empty), its text limit defaulted by type. */
function question(input: QuestionInput): Question {
  return {
    id: input.id,
    label: input.label,
    help: input.help ?? null,
    type: input.type,
    required: input.required ?? false,
    options: input.options ?? [],
    maxLength: isTextType(input.type) ? (input.maxLength ?? ANSWER_MAX_LENGTH[input.type]) : null,
    min: input.type === 'number' ? (input.min ?? 0) : null,
    max: input.type === 'number' ? (input.max ?? 1_000_000_000) : null,
  };
}

const section = (
  id: string,
  title: string,
  questions: QuestionInput[],
  description?: string,
): QuestionnaireSection => ({
  id,
  title,
  description: description ?? null,
  questions: questions.map(question),
});

const options = (...pairs: [string, string][]): QuestionOption[] => pairs.map(([value, label]) => ({ value, label }));

const BUSINESS_FORMATION: QuestionnaireSchema = {
  kind: 'business-formation',
  title: 'Business formation questionnaire',
  intro:
    'What we need to form your company: its name, the type of entity and the state, its owners, and the filings you want us to handle. Save and come back at any time; nothing is filed before we go through your answers with you.',
  sections: [
    section('business', 'About the business', [
      {
        id: 'businessName',
        label: 'Your first choice of business name',
        help: 'With its ending, as it should appear on the filing (e.g. Harbor Studio LLC). We check it is available first.',
        type: 'text',
        required: true,
        maxLength: 120,
      },
      {
        id: 'alternativeNames',
        label: 'Second and third choices',
        help: 'One per line, in order of preference, in case the first is taken.',
        type: 'textarea',
        maxLength: 500,
      },
      {
        id: 'businessPurpose',
        label: 'What will the business do?',
        help: 'A sentence or two: the formation documents state its purpose.',
        type: 'textarea',
        required: true,
        maxLength: 1000,
      },
    ]),
    section('entity', 'Entity and state', [
      {
        id: 'entityType',
        label: 'Type of entity',
        type: 'select',
        required: true,
        options: options(
          ['llc', 'Limited liability company (LLC)'],
          ['s-corp', 'S corporation'],
          ['c-corp', 'C corporation'],
          ['nonprofit', 'Nonprofit corporation'],
          ['partnership', 'Partnership'],
          ['not-sure', 'Not sure yet: advise me'],
        ),
      },
      {
        id: 'formationState',
        label: 'State of formation',
        help: 'Most small businesses form in the state they work from; Delaware and Wyoming suit some investors and online businesses.',
        type: 'select',
        required: true,
        options: options(
          ['home-state', 'The state I work from'],
          ['delaware', 'Delaware'],
          ['wyoming', 'Wyoming'],
          ['nevada', 'Nevada'],
          ['florida', 'Florida'],
          ['texas', 'Texas'],
          ['georgia', 'Georgia'],
          ['not-sure', 'Not sure yet: advise me'],
        ),
      },
      {
        id: 'operatingState',
        label: 'Where will the business operate?',
        help: 'The state (or country) of its office or where you work from. A company formed elsewhere may need to register there too.',
        type: 'text',
        required: true,
        maxLength: 100,
      },
    ]),
    section('owners', 'Owners and management', [
      {
        id: 'ownerCount',
        label: 'How many owners (members or shareholders)?',
        type: 'number',
        required: true,
        min: 1,
        max: 100,
      },
      {
        id: 'owners',
        label: 'Owners and their shares',
        help: 'One per line: full legal name, home address and percentage owned (e.g. Ana Lopez, 12 Main St, Atlanta GA 30303, 60%).',
        type: 'textarea',
        required: true,
        maxLength: 2000,
      },
      {
        id: 'management',
        label: 'How will it be managed?',
        help: 'For an LLC: by its owners, or by managers they appoint.',
        type: 'select',
        options: options(
          ['member-managed', 'By its owners (member-managed)'],
          ['manager-managed', 'By appointed managers (manager-managed)'],
          ['not-sure', 'Not sure yet'],
        ),
      },
    ]),
    section('filings', 'Filings we handle', [
      {
        id: 'registeredAgentNeeded',
        label: 'Should we act as your registered agent?',
        help: 'A registered agent receives legal mail for the company in the state of formation. We provide one for the first year if you wish.',
        type: 'yesno',
        required: true,
      },
      {
        id: 'einNeeded',
        label: 'Should we obtain the EIN (federal tax ID) for you?',
        help: 'The IRS number the company needs to open a bank account and hire.',
        type: 'yesno',
        required: true,
      },
      { id: 'targetDate', label: 'When would you like the company formed by?', type: 'date' },
    ]),
  ],
};

const WEBSITE: QuestionnaireSchema = {
  kind: 'website',
  title: 'Website questionnaire',
  intro:
    'Tell us what the site is for, who it speaks to and what it needs. Your answers shape the sitemap and the first design; we go through them with you at the discovery call.',
  sections: [
    section('goals', 'Goals', [
      {
        id: 'websiteGoal',
        label: "What is the site's main job?",
        type: 'select',
        required: true,
        options: options(
          ['leads', 'Bring in enquiries and leads'],
          ['sell-online', 'Sell products online'],
          ['bookings', 'Take bookings or appointments'],
          ['portfolio', 'Show my work'],
          ['information', 'Inform customers about the business'],
          ['web-app', 'A web application for my users'],
        ),
      },
      {
        id: 'audience',
        label: 'Who are your customers?',
        help: 'Who they are, what they look for and what makes them choose you.',
        type: 'textarea',
        required: true,
        maxLength: 1000,
      },
      { id: 'currentWebsite', label: 'Your current website, if you have one', type: 'url' },
    ]),
    section('content', 'Pages and features', [
      {
        id: 'pages',
        label: 'Which pages do you need?',
        type: 'multiselect',
        required: true,
        options: options(
          ['home', 'Home'],
          ['about', 'About'],
          ['services', 'Services'],
          ['portfolio', 'Portfolio or gallery'],
          ['blog', 'Blog'],
          ['shop', 'Shop'],
          ['booking', 'Booking'],
          ['faq', 'Questions and answers'],
          ['contact', 'Contact'],
        ),
      },
      {
        id: 'features',
        label: 'Which features do you need?',
        type: 'multiselect',
        options: options(
          ['contact-form', 'Contact form'],
          ['online-payments', 'Online payments'],
          ['booking-calendar', 'Booking calendar'],
          ['newsletter', 'Newsletter sign-up'],
          ['member-login', 'Member or customer accounts'],
          ['multilingual', 'More than one language'],
          ['live-chat', 'Live chat'],
        ),
      },
      {
        id: 'contentReady',
        label: 'Are your texts and images ready?',
        type: 'select',
        required: true,
        options: options(
          ['ready', 'Yes, all of them'],
          ['some', 'Some of them'],
          ['none', 'No: we need help writing them'],
        ),
      },
    ]),
    section('look', 'Look and domain', [
      {
        id: 'likedWebsites',
        label: 'Websites you like, and why',
        help: 'Links to two or three sites whose look or features you would like for yours.',
        type: 'textarea',
        maxLength: 1000,
      },
      { id: 'hasDomain', label: 'Do you already own a domain name?', type: 'yesno', required: true },
      {
        id: 'domainName',
        label: 'Your domain name, or the one you would like',
        help: 'e.g. harborstudio.com',
        type: 'text',
        maxLength: 253,
      },
      { id: 'launchDate', label: 'When do you need the site live?', type: 'date' },
    ]),
  ],
};

const BRANDING: QuestionnaireSchema = {
  kind: 'branding',
  title: 'Branding questionnaire',
  intro:
    'Your brand as you see it today and where you want it to go. The more you tell us, the closer the first concepts land.',
  sections: [
    section('brand', 'Your brand', [
      { id: 'brandName', label: 'The name the brand carries', type: 'text', required: true, maxLength: 120 },
      { id: 'tagline', label: 'Tagline or slogan, if you have one', type: 'text', maxLength: 150 },
      {
        id: 'brandStory',
        label: 'What do you do, and what makes you different?',
        type: 'textarea',
        required: true,
        maxLength: 1500,
      },
      {
        id: 'audience',
        label: 'Who is your ideal customer?',
        type: 'textarea',
        required: true,
        maxLength: 1000,
      },
    ]),
    section('style', 'Style', [
      {
        id: 'personality',
        label: 'Which words should people think of when they see your brand?',
        help: 'Three or four are plenty.',
        type: 'multiselect',
        required: true,
        options: options(
          ['professional', 'Professional'],
          ['friendly', 'Friendly'],
          ['bold', 'Bold'],
          ['playful', 'Playful'],
          ['luxurious', 'Luxurious'],
          ['minimal', 'Minimal'],
          ['trustworthy', 'Trustworthy'],
          ['innovative', 'Innovative'],
        ),
      },
      { id: 'colorsLiked', label: 'Colors you like', type: 'text', maxLength: 200 },
      { id: 'colorsAvoided', label: 'Colors to avoid', type: 'text', maxLength: 200 },
      {
        id: 'admiredBrands',
        label: 'Competitors or brands you admire',
        help: 'Names or links, and what you like (or dislike) about them.',
        type: 'textarea',
        maxLength: 1000,
      },
    ]),
    section('deliverables', 'What you need', [
      {
        id: 'deliverables',
        label: 'Which pieces do you need?',
        type: 'multiselect',
        required: true,
        options: options(
          ['logo', 'Logo'],
          ['color-palette', 'Color palette'],
          ['typography', 'Typography'],
          ['business-cards', 'Business cards'],
          ['social-media-kit', 'Social media kit'],
          ['brand-guidelines', 'Brand guidelines'],
          ['stationery', 'Letterhead and stationery'],
          ['packaging', 'Packaging'],
        ),
      },
      {
        id: 'hasLogo',
        label: 'Do you have a logo today?',
        help: 'If so, share it in the project’s documents.',
        type: 'yesno',
        required: true,
      },
    ]),
  ],
};

const MARKETING: QuestionnaireSchema = {
  kind: 'marketing',
  title: 'Marketing questionnaire',
  intro:
    'Where you are today, who you want to reach and what success means to you. We use your answers for the audit and the first strategy.',
  sections: [
    section('goals', 'Goals and audience', [
      {
        id: 'primaryGoal',
        label: 'What matters most right now?',
        type: 'select',
        required: true,
        options: options(
          ['awareness', 'Getting known'],
          ['leads', 'More enquiries and leads'],
          ['sales', 'More sales'],
          ['audience', 'Growing my audience'],
          ['launch', 'Launching a product or offer'],
          ['retention', 'Bringing customers back'],
        ),
      },
      { id: 'website', label: 'Your website', type: 'url' },
      {
        id: 'audience',
        label: 'Who do you want to reach?',
        help: 'Age, place, interests, the problem you solve for them.',
        type: 'textarea',
        required: true,
        maxLength: 1000,
      },
    ]),
    section('channels', 'Channels and budget', [
      {
        id: 'channels',
        label: 'Which channels should we work on?',
        type: 'multiselect',
        required: true,
        options: options(
          ['seo', 'Search (SEO)'],
          ['google-ads', 'Google Ads'],
          ['meta-ads', 'Facebook and Instagram ads'],
          ['instagram', 'Instagram'],
          ['tiktok', 'TikTok'],
          ['youtube', 'YouTube'],
          ['linkedin', 'LinkedIn'],
          ['email', 'E-mail marketing'],
          ['content', 'Blog and content'],
          ['not-sure', 'Not sure: advise me'],
        ),
      },
      {
        id: 'socialProfiles',
        label: 'Links to your social media profiles',
        help: 'One per line.',
        type: 'textarea',
        maxLength: 1000,
      },
      {
        id: 'followers',
        label: 'Followers on your main channel today',
        type: 'number',
        min: 0,
        max: 1_000_000_000,
      },
      {
        id: 'monthlyBudget',
        label: 'Monthly advertising budget',
        help: 'What you can spend on ads each month, on top of our fees.',
        type: 'select',
        required: true,
        options: options(
          ['under-500', 'Under $500'],
          ['500-1500', '$500 to $1,500'],
          ['1500-5000', '$1,500 to $5,000'],
          ['over-5000', 'Over $5,000'],
          ['not-sure', 'Not sure yet'],
        ),
      },
    ]),
    section('results', 'Results', [
      {
        id: 'success',
        label: 'What would success look like in three months?',
        type: 'textarea',
        required: true,
        maxLength: 1000,
      },
      {
        id: 'pastMarketing',
        label: 'What have you tried before, and how did it go?',
        type: 'textarea',
        maxLength: 1500,
      },
      { id: 'startDate', label: 'When should campaigns start?', type: 'date' },
    ]),
  ],
};

const INTERNATIONAL: QuestionnaireSchema = {
  kind: 'international',
  title: 'International business questionnaire',
  intro:
    'Where you are, where you want to do business and what you need set up. We review the jurisdictions with you before anything is filed.',
  sections: [
    section('plans', 'Your plans', [
      {
        id: 'homeCountry',
        label: 'Which country are you based in?',
        type: 'text',
        required: true,
        maxLength: 100,
      },
      {
        id: 'targetCountries',
        label: 'Which countries do you want to do business in?',
        type: 'textarea',
        required: true,
        maxLength: 500,
      },
      {
        id: 'needs',
        label: 'What do you need help with?',
        type: 'multiselect',
        required: true,
        options: options(
          ['us-company', 'Forming a US company as a non-resident'],
          ['foreign-company', 'Setting up a company abroad'],
          ['banking', 'A business bank account'],
          ['payments', 'Taking payments (Stripe, PayPal)'],
          ['tax-registration', 'Tax registration (EIN, ITIN, VAT)'],
          ['trademark', 'Trademark registration'],
          ['import-export', 'Import and export paperwork'],
        ),
      },
      {
        id: 'businessActivity',
        label: 'What will the business sell, and to whom?',
        type: 'textarea',
        required: true,
        maxLength: 1000,
      },
    ]),
    section('status', 'Where you stand', [
      { id: 'hasCompany', label: 'Do you already have a registered company?', type: 'yesno', required: true },
      {
        id: 'companyDetails',
        label: 'If so, its name, country and registration number',
        type: 'textarea',
        maxLength: 1000,
      },
      {
        id: 'usStatus',
        label: 'Your status in the United States',
        type: 'select',
        required: true,
        options: options(
          ['citizen-or-resident', 'US citizen or permanent resident'],
          ['visa', 'On a US visa'],
          ['non-resident', 'Non-resident'],
        ),
      },
      {
        id: 'timeline',
        label: 'How soon do you need this in place?',
        type: 'select',
        required: true,
        options: options(
          ['within-a-month', 'Within a month'],
          ['one-to-three-months', 'In one to three months'],
          ['later', 'Later this year'],
          ['exploring', 'Just exploring'],
        ),
      },
      {
        id: 'officialEmail',
        label: 'E-mail address for official correspondence',
        help: 'If it is not the one you sign in with.',
        type: 'email',
      },
    ]),
  ],
};

/** Every questionnaire, by kind. */
export const QUESTIONNAIRE_SCHEMAS: Readonly<Record<QuestionnaireKind, QuestionnaireSchema>> = {
  'business-formation': BUSINESS_FORMATION,
  website: WEBSITE,
  branding: BRANDING,
  marketing: MARKETING,
  international: INTERNATIONAL,
};

export const isQuestionnaireKind = (value: string): value is QuestionnaireKind =>
  (QUESTIONNAIRE_KINDS as readonly string[]).includes(value);

/** A questionnaire's questions, in order, across its sections. */
export const questionsOf = (schema: QuestionnaireSchema): Question[] =>
  schema.sections.flatMap((part) => part.questions);
