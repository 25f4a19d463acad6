/**
 * The tags of the API, declared once with a line each and grouped by the api module that owns them
 * (`x-tagGroups`). An operation whose tag is missing here fails openapi.contract.spec.ts.
 */
export const API_TAGS = [
  {
    module: 'auth',
    name: 'auth',
    description: 'Sign-up, e-mail verification, sign-in, passwords and the signed-in profile',
  },
  { module: 'auth', name: 'admin-users', description: 'Staff: the accounts table, suspensions and the CSV export' },
  {
    module: 'content',
    name: 'content',
    description: 'The public site: services, case studies, articles, pages, testimonials, the daily visit count',
  },
  { module: 'content', name: 'seo', description: 'Head tags (title, canonical URL, JSON-LD) of any page of the site' },
  { module: 'content', name: 'admin-content', description: 'Staff: static pages, their sections, and case studies' },
  { module: 'content', name: 'admin-services', description: 'Staff: the services, their order and activation' },
  { module: 'content', name: 'admin-blog', description: 'Staff: articles, drafts and publishing' },
  {
    module: 'content',
    name: 'admin-testimonials',
    description: 'Staff: moderating testimonials and e-mailing feedback links',
  },
  {
    module: 'bookings',
    name: 'bookings',
    description: 'The public lead forms, their option lists and free calendar slots',
  },
  {
    module: 'bookings',
    name: 'consultations',
    description: 'What a visitor does from the signed links of their booking e-mails',
  },
  {
    module: 'bookings',
    name: 'admin-leads',
    description: 'Staff: consultations, service inquiries, questions, blocked days',
  },
  {
    module: 'bookings',
    name: 'portal-bookings',
    description: "The signed-in client's consultations, service inquiries and questions",
  },
  { module: 'bookings', name: 'admin-bookings', description: 'Staff: status changes of leads and their history' },
  {
    module: 'notifications',
    name: 'newsletter',
    description: 'Double opt-in newsletter sign-up and unsubscribing from marketing e-mail',
  },
  {
    module: 'notifications',
    name: 'sms',
    description: "Twilio's webhook for texts sent to the business number (STOP, START, HELP)",
  },
  {
    module: 'notifications',
    name: 'admin-notifications',
    description: 'Staff: subscribers, unsubscribes, SMS log and the outbox',
  },
  {
    module: 'billing',
    name: 'pay-invoice',
    description: "An invoice's pay page, open to whoever holds its unguessable link",
  },
  { module: 'billing', name: 'portal-invoices', description: "The signed-in client's invoices and their PDFs" },
  {
    module: 'billing',
    name: 'portal-billing',
    description: "The signed-in client's payment history, receipts and account credits",
  },
  {
    module: 'billing',
    name: 'payments-webhook',
    description: "Stripe's webhook: payments completed, expired, failed and refunded",
  },
  {
    module: 'billing',
    name: 'admin-invoices',
    description: 'Staff: creating, sending and cancelling invoices, the invoices table, timeline and CSV',
  },
  {
    module: 'projects',
    name: 'portal-projects',
    description:
      "The signed-in client's projects: status, price and progress, steps, onboarding checklist, documents, the message thread with staff, invoices, and a live stream of changes",
  },
  {
    module: 'projects',
    name: 'admin-projects',
    description:
      'Staff: the projects table and its export, and each project page: status and completion, steps, onboarding tasks, staff notes, documents, messages, timeline and a live stream of changes',
  },
  {
    module: 'dashboard',
    name: 'admin-dashboard',
    description:
      "Staff: the back office's figures for a range of New York days: leads per week, the funnel from visits to paid invoices, revenue net of refunds, receivables, response times against the site's promises with the late leads, top requests and referral conversions (docs/dashboard.md)",
  },
  {
    module: 'referrals',
    name: 'referrals-public',
    description: 'Counting visits through a referral link (public, once per code, visitor and day)',
  },
  {
    module: 'referrals',
    name: 'portal-referrals',
    description:
      "The signed-in client's referral code, share link and figures (visits, sign-ups, conversions, credits)",
  },
  {
    module: 'referrals',
    name: 'admin-referrals',
    description:
      "Staff: the referral codes table with each code's figures and its export, one code's conversions and timeline, manual credit adjustments, deactivating and reactivating a code",
  },
  {
    module: 'projects',
    name: 'portal-questionnaires',
    description: "The signed-in client's questionnaires: the questions, drafts to finish later, and submitting",
  },
  {
    module: 'projects',
    name: 'admin-questionnaires',
    description: "Staff: clients' questionnaire answers by project, consultation, service inquiry or client",
  },
  {
    module: 'proposals',
    name: 'admin-proposals',
    description: 'Staff: writing, sending, duplicating and revising proposals, the proposals table and its export',
  },
  {
    module: 'proposals',
    name: 'portal-proposals',
    description: "The signed-in client's proposals: read, download, decline, or sign and accept",
  },
  { module: 'ai', name: 'ai', description: 'The site assistant and the business tips widget' },
  {
    module: 'platform',
    name: 'health',
    description:
      'Liveness of the process, and readiness of its database, Redis and queues, for orchestrators and load balancers',
  },
  {
    module: 'platform',
    name: 'metrics',
    description: "The process's metrics in Prometheus's format, for the operator (token or allowed addresses)",
  },
  {
    module: 'platform',
    name: 'files',
    description: 'Stored files (proposal PDFs, project documents) downloaded through short-lived signed links',
  },
  {
    module: 'platform',
    name: 'bot-challenge',
    description: 'The self-hosted proof-of-work challenge that sign-up, the newsletter and the lead forms ask for',
  },
] as const;
