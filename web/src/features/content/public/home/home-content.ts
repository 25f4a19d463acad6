/**
 * The texts of the home page, read from GET /api/pages/home (seeded from
 * api/src/database/seeds/pages.data.ts, shape HomePageContent). Staff can edit that JSON, so each
 * part is checked and falls back to the defaults below; link targets are fixed here.
 */
import { HOME_BLOCK_SIZES } from '../../../../constants/home';
import { CONTACT_EMAIL, PATHS } from '../../../../constants/site';
import {
  readCallToActionOr,
  readFaqItem,
  readHeroOr,
  readLinkLabel,
  readListOr,
  readRecord,
  readStat,
  readText,
  readTitledText,
  type ContentCallToAction,
  type ContentLink,
  type ContentStat,
  type ContentTitledText,
} from '../pages/page-content';

export interface HomeContent {
  hero: { heading: string; subheading: string; primary: ContentLink; secondary: ContentLink };
  highlights: ContentTitledText[];
  differentiators: ContentTitledText[];
  servicesPreview: { heading: string; intro: string; primary: ContentLink; allServices: ContentLink };
  process: ContentTitledText[];
  about: { heading: string; text: string; link: ContentLink; stats: ContentStat[] };
  faq: { question: string; answer: string }[];
  faqCta: ContentLink;
  finalCta: ContentCallToAction & { secondary: ContentLink; email: string };
}

/** What the page shows where the content is missing or malformed (docs/modules/content.md). */
export const DEFAULT_HOME_CONTENT: HomeContent = {
  hero: {
    heading: 'Launch Your Business With Confidence',
    subheading:
      'Formation, branding, websites and marketing for entrepreneurs, creators and nonprofits, with complete business setup in 30 days or less.',
    primary: { label: 'Book Consultation', href: PATHS.consultation },
    secondary: { label: 'View Our Services', href: PATHS.services },
  },
  highlights: [
    { title: 'Business Formation', text: 'Your company formed correctly, with your EIN and compliance handled.' },
    { title: 'Brand & Online Presence', text: 'A brand and website that make a professional first impression.' },
    { title: 'Marketing & Growth', text: 'Marketing and automation that bring in customers and save you time.' },
  ],
  differentiators: [
    { title: 'Results-Driven', text: 'We measure our work by outcomes you can see.' },
    { title: 'Expert Guidance', text: 'Every decision explained in plain language.' },
    { title: 'Comprehensive Support', text: 'Everything under one roof, with post-launch support in every package.' },
    { title: 'Fast Results', text: 'Complete business setup in 30 days or less.' },
  ],
  servicesPreview: {
    heading: 'Our Services',
    intro: 'Services that take you from your first filing to your first customers.',
    primary: { label: 'Get Started', href: PATHS.consultation },
    allServices: { label: 'Explore All 8 Services', href: PATHS.services },
  },
  process: [
    { title: 'Discovery & Strategy', text: 'We learn your goals and recommend the services that fit.' },
    { title: 'Foundation & Formation', text: 'We form your entity and put the legal and financial basics in place.' },
    { title: 'Launch & Marketing', text: 'Your brand, website and marketing channels go live.' },
    { title: 'Growth & Scale', text: 'We stay with you to refine, automate and grow.' },
  ],
  about: {
    heading: 'About Inspivision',
    text: 'Since 2021 we have helped entrepreneurs, creators and nonprofits turn ideas into operating businesses.',
    link: { label: 'Learn More About Us', href: PATHS.about },
    stats: [
      { value: '190', label: 'Business Launched' },
      { value: '98%', label: 'Success Rate' },
      { value: '24/7', label: 'Support' },
    ],
  },
  faq: [
    {
      question: 'How long does it take to launch my business?',
      answer: 'Complete business setup takes 30 days or less; a full launch typically takes 4-8 weeks.',
    },
    {
      question: 'What is the 30-day launch guarantee?',
      answer: "If your business is not operational within 30 days, you don't pay.",
    },
    {
      question: 'Do you work with clients outside the United States?',
      answer: 'Yes. We serve clients nationwide and offer remote services worldwide.',
    },
    {
      question: 'What happens after my business launches?',
      answer: 'Every package includes post-launch support, and you can upgrade with credit for what you paid.',
    },
  ],
  faqCta: { label: 'Ask Your Question', href: PATHS.quickQuestion },
  finalCta: {
    heading: 'Ready to Launch Your Business?',
    text: 'Schedule a consultation and we will map out your next steps together, or e-mail us with any question.',
    primary: { label: 'Schedule a Consultation', href: PATHS.consultation },
    secondary: { label: 'Email Us', href: `mailto:${CONTACT_EMAIL}` },
    email: CONTACT_EMAIL,
  },
};

/** A plain e-mail address (no spaces, one @, a dot in the domain): safe to put after "mailto:". */
const EMAIL_PATTERN = /^[^\s@?#/]+@[^\s@?#/]+\.[^\s@?#/]+$/;

/** The home page texts from the page JSON (any value), each part checked against its default. */
export function readHomeContent(json: unknown): HomeContent {
  const content = readRecord(json);
  const defaults = DEFAULT_HOME_CONTENT;
  const heroRecord = readRecord(content?.hero);
  const preview = readRecord(content?.servicesPreview);
  const about = readRecord(content?.about);
  const email = readText(readRecord(content?.finalCta)?.email) ?? defaults.finalCta.email;
  const mail = EMAIL_PATTERN.test(email) ? email : defaults.finalCta.email;
  const finalCta = readCallToActionOr(content?.finalCta, defaults.finalCta);

  return {
    hero: {
      ...readHeroOr(content?.hero, defaults.hero),
      primary: readLinkLabel(heroRecord?.primary, defaults.hero.primary),
      secondary: readLinkLabel(heroRecord?.secondary, defaults.hero.secondary),
    },
    highlights: readListOr(content?.highlights, readTitledText, defaults.highlights, HOME_BLOCK_SIZES.highlights),
    differentiators: readListOr(
      content?.differentiators,
      readTitledText,
      defaults.differentiators,
      HOME_BLOCK_SIZES.differentiators,
    ),
    servicesPreview: {
      heading: readText(preview?.heading) ?? defaults.servicesPreview.heading,
      intro: readText(preview?.intro) ?? defaults.servicesPreview.intro,
      primary: readLinkLabel(preview?.primary, defaults.servicesPreview.primary),
      allServices: readLinkLabel(preview?.allServices, defaults.servicesPreview.allServices),
    },
    process: readListOr(content?.process, readTitledText, defaults.process, HOME_BLOCK_SIZES.process),
    about: {
      heading: readText(about?.heading) ?? defaults.about.heading,
      text: readText(about?.text) ?? defaults.about.text,
      link: readLinkLabel(about?.link, defaults.about.link),
      stats: readListOr(about?.stats, readStat, defaults.about.stats, HOME_BLOCK_SIZES.stats),
    },
    faq: readListOr(content?.faq, readFaqItem, defaults.faq, HOME_BLOCK_SIZES.faq),
    faqCta: readLinkLabel(content?.faqCta, defaults.faqCta),
    finalCta: {
      ...finalCta,
      secondary: { label: finalCta.secondary?.label ?? defaults.finalCta.secondary.label, href: `mailto:${mail}` },
      email: mail,
    },
  };
}
