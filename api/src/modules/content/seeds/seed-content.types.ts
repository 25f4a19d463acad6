import type { PortfolioCategory, ServiceCategory } from '../content.constants';

/**
 * Shapes of the seed content (docs/modules/content.md). Data only: the seeder maps
 * these onto the services, portfolio, testimonials, blog and pages tables.
 */

/** The eight offered services, titled exactly as the booking forms list them (OFFERED_SERVICES). */
export type SeedServiceTitle =
  | 'Business Formation & Legal Setup'
  | 'Website & App Development'
  | 'Branding & Identity Design'
  | 'Digital Marketing'
  | 'Business Systems & Automation'
  | 'Creator Growth & Business Launch'
  | 'International Business Services'
  | 'E-Commerce & Online Store Solutions';

export interface SeedService {
  title: SeedServiceTitle;
  /** kebab-case; also the image file name under /images/services/. */
  slug: string;
  category: ServiceCategory;
  /** About 160 characters at most. */
  shortDescription: string;
  description: string;
  /** Concrete deliverables; the services page shows the first 3. */
  features: string[];
  /** Other words visitors use for it: the assistant's starting vocabulary, staff extend it. */
  keywords?: string[];
  /** 1..8, the order of OFFERED_SERVICES. */
  orderIndex: number;
  /** `/images/services/<slug>.svg` */
  image: string;
}

export interface SeedPortfolioItem {
  /** Used for the image file name under /images/portfolio/. */
  slug: string;
  title: string;
  description: string;
  image: string;
  /** Anonymised, e.g. "A Houston meal-prep startup". */
  clientName: string;
  industry: string;
  serviceCategory: PortfolioCategory;
  results: string[];
  tags: string[];
}

export interface SeedTestimonial {
  /** First name and last initial. */
  name: string;
  company: string;
  content: string;
  rating: 1 | 2 | 3 | 4 | 5;
  serviceCategory: SeedServiceTitle;
  source: 'website';
  /** Seeded testimonials are already reviewed and shown on the site. */
  status: 'approved';
  isActive: boolean;
  consentPublic: boolean;
}

export interface SeedBlogPost {
  slug: string;
  title: string;
  excerpt: string;
  /**
   * Plain body format: paragraphs separated by blank lines; short title-like paragraphs are
   * headings, "1. ..." paragraphs are numbered subheadings. No markdown, no HTML.
   * An empty string lets the site's canned body for the topic apply.
   */
  content: string;
  /** `/images/blog/<slug>.svg` */
  image: string;
  /** 160 characters at most. */
  metaDescription: string;
  /** 2-4 tags; the first is the card label. */
  tags: string[];
  isPublished: boolean;
  /** ISO 8601 date-time. */
  publishedAt: string;
}

// ---------------------------------------------------------------------------------------------
// Static pages (table `pages`, column `content` is JSON)
// ---------------------------------------------------------------------------------------------

export interface PageLink {
  label: string;
  href: string;
}

export interface TitledText {
  title: string;
  text: string;
}

export interface LinkedCard extends TitledText {
  href: string;
}

export interface FaqItem {
  question: string;
  answer: string;
}

export interface Stat {
  value: string;
  label: string;
}

export interface ProcessStep {
  step: number;
  title: string;
  text: string;
}

export interface PageHero {
  heading: string;
  subheading: string;
  primary?: PageLink;
  secondary?: PageLink;
}

export interface CallToAction {
  heading: string;
  text: string;
  primary: PageLink;
  secondary?: PageLink;
}

export interface HomePageContent {
  hero: PageHero;
  /** The three tiles under the hero, all linking to /services#services-section. */
  highlights: LinkedCard[];
  /** "What makes us different": Results-Driven, Expert Guidance, Comprehensive Support, Fast Results. */
  differentiators: TitledText[];
  servicesPreview: { heading: string; intro: string; primary: PageLink; allServices: PageLink };
  /** Discovery & Strategy, Foundation & Formation, Launch & Marketing, Growth & Scale. */
  process: ProcessStep[];
  about: { heading: string; text: string; link: PageLink; stats: Stat[] };
  faq: FaqItem[];
  faqCta: PageLink;
  finalCta: CallToAction & { email: string };
}

export interface ServicesPageContent {
  hero: PageHero;
  method: { heading: string; intro: string; steps: ProcessStep[]; stats: Stat[] };
  finalCta: CallToAction;
}

export interface PortfolioPageContent {
  hero: PageHero;
  cta: CallToAction;
}

export interface BlogPageContent {
  hero: PageHero;
  emptyState: { title: string; text: string; link: PageLink };
  promo: { heading: string; cards: LinkedCard[] };
  consultationCta: CallToAction;
  newsletter: { heading: string; text: string; buttonLabel: string };
}

export interface AboutPageContent {
  hero: PageHero;
  story: string[];
  nameMeaning: { intro: string; parts: { word: 'Inspire' | 'Pivot' | 'Vision'; meaning: string }[]; summary: string };
  whatWeDo: { intro: string; items: TitledText[] };
  mission: string;
  vision: string;
  stats: Stat[];
  reasons: TitledText[];
  cta: CallToAction;
}

export interface ContactPageContent {
  hero: PageHero;
  email: string;
  businessHours: string;
  serviceArea: string;
  responseTimes: { serviceInquiry: string; quickQuestion: string };
  tabs: { key: 'consultation' | 'services' | 'questions'; label: string; description: string }[];
  faq: FaqItem[];
}

export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

export interface LegalPageContent {
  /** YYYY-MM-DD */
  effectiveDate: string;
  intro: string;
  sections: LegalSection[];
}

interface SeedPageOf<S extends string, C> {
  slug: S;
  /** The document <title>. */
  title: string;
  /** 160 characters at most. */
  metaDescription: string;
  content: C;
}

export type SeedPage =
  | SeedPageOf<'home', HomePageContent>
  | SeedPageOf<'services', ServicesPageContent>
  | SeedPageOf<'portfolio', PortfolioPageContent>
  | SeedPageOf<'blog', BlogPageContent>
  | SeedPageOf<'about', AboutPageContent>
  | SeedPageOf<'contact', ContactPageContent>
  | SeedPageOf<'terms' | 'privacy' | 'refund-policy', LegalPageContent>;

export type SeedPageSlug = SeedPage['slug'];
