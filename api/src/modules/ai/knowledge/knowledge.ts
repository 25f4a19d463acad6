import MiniSearch from 'minisearch';
import { COMPANY_FACTS, REFUND_RULES } from './company-facts';
import { ServiceMatcher } from '../understanding/service-matcher';
import { Understander } from '../understanding/understanding';
import { figuresOf, processTerm, termsOf, tokenize } from './text';

/** What a piece of knowledge is: it decides how an answer quotes it. */
export type KnowledgeKind = 'service' | 'faq' | 'fact' | 'policy' | 'page' | 'article';

export interface KnowledgeDoc {
  id: string;
  kind: KnowledgeKind;
  title: string;
  text: string;
  /** Where a visitor reads more (a site path). */
  url: string;
}

/** The content the assistant may draw on, as staff last saved it. */
export interface SiteContent {
  /** Active services in display order. */
  services: ServiceContent[];
  /** Published pages: their JSON content and that of their active sections. */
  pages: { slug: string; contents: unknown[] }[];
  /** Published articles. */
  articles: { title: string; slug: string; excerpt: string | null; content: string | null }[];
}

export interface ServiceContent {
  title: string;
  shortDescription: string;
  description: string;
  features: string[];
  /** Other words visitors use for it ("also known as"), set by staff. */
  keywords?: string[];
  /** Its category (formation, international...): an international service covers formation abroad. */
  category?: string;
}

export interface Hit {
  doc: KnowledgeDoc;
  score: number;
  /** Share of the query's terms the document contains (0-1). */
  coverage: number;
}

/** Answers written as answers weigh more than passages picked out of longer texts. */
const KIND_BOOST: Record<KnowledgeKind, number> = {
  faq: 1.4,
  fact: 1.3,
  service: 1.2,
  policy: 1,
  page: 0.9,
  article: 0.8,
};

const pagePath = (slug: string) => (slug === 'home' ? '/' : `/${slug}`);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim().length > 0;

/**
 * The passages of a page's JSON content, whatever its shape: question/answer pairs (FAQ), headed paragraphs
 * (legal pages) and titled texts (highlights, reasons, steps...). Labels and links are left out.
 */
function pagePassages(content: unknown, into: Omit<KnowledgeDoc, 'id' | 'url'>[] = []) {
  if (Array.isArray(content)) {
    for (const item of content) pagePassages(item, into);
  } else if (isRecord(content)) {
    const { question, answer, heading, title, text, paragraphs } = content;
    if (isText(question) && isText(answer)) {
      into.push({ kind: 'faq', title: question, text: answer });
    } else if (isText(heading) && Array.isArray(paragraphs) && paragraphs.every(isText)) {
      into.push({ kind: 'policy', title: heading, text: paragraphs.join('\n') });
    } else if ((isText(title) || isText(heading)) && isText(text) && text.length >= 40) {
      into.push({ kind: 'page', title: (title ?? heading) as string, text });
    } else {
      for (const value of Object.values(content)) pagePassages(value, into);
    }
  }
  return into;
}

/**
 * One immutable snapshot of what the assistant knows: a MiniSearch full-text index over the services, the
 * pages' FAQs, policies and texts, the published articles, and the company facts and refund rules the site
 * states (docs/modules/content.md), and the understanding of visitors' messages built from the same services. Built from the
 * database's content; replaced whole when staff change it.
 */
export class Knowledge {
  private readonly index: MiniSearch<KnowledgeDoc>;
  private readonly docs = new Map<string, KnowledgeDoc>();
  /** What visitors' messages are about: subject, services, what we do not offer. */
  readonly understander: Understander;
  /** Every figure (amount, percentage, duration) the content states. */
  private readonly statedFigures = new Set<string>();

  private constructor(
    readonly services: readonly ServiceContent[],
    docs: KnowledgeDoc[],
  ) {
    this.index = new MiniSearch<KnowledgeDoc>({
      fields: ['title', 'text'],
      tokenize,
      processTerm,
      searchOptions: {
        boost: { title: 2 },
        prefix: (term) => term.length >= 5,
        fuzzy: (term) => (term.length >= 6 ? 0.15 : false),
        boostDocument: (id: string) => KIND_BOOST[this.docs.get(id)?.kind ?? 'page'],
      },
    });
    for (const doc of docs) {
      this.docs.set(doc.id, doc);
      for (const figure of figuresOf(doc.text)) this.statedFigures.add(figure);
    }
    this.index.addAll(docs);
    this.understander = new Understander(new ServiceMatcher(services));
  }

  static fromContent(content: SiteContent): Knowledge {
    const docs: KnowledgeDoc[] = content.services.map((service, index) => ({
      id: `service:${index}`,
      kind: 'service',
      title: service.title,
      text: [service.shortDescription, service.description, ...service.features].join('\n'),
      url: '/services',
    }));
    for (const page of content.pages) {
      pagePassages(page.contents).forEach((passage, index) =>
        docs.push({ ...passage, id: `page:${page.slug}:${index}`, url: pagePath(page.slug) }),
      );
    }
    content.articles.forEach((article, index) =>
      docs.push({
        id: `article:${index}`,
        kind: 'article',
        title: article.title,
        text: [article.excerpt, article.content].filter(isText).join('\n'),
        url: `/blog/${article.slug}`,
      }),
    );
    COMPANY_FACTS.forEach((fact, index) => docs.push({ ...fact, id: `fact:${index}`, kind: 'fact' }));
    REFUND_RULES.forEach((rule, index) => docs.push({ ...rule, id: `refund-rule:${index}`, kind: 'policy' }));
    return new Knowledge(content.services, docs);
  }

  get size(): number {
    return this.docs.size;
  }

  /** The best-matching documents for a query, best first. */
  search(
    query: string,
    options: { kinds?: readonly KnowledgeKind[]; limit?: number; without?: (doc: KnowledgeDoc) => boolean } = {},
  ): Hit[] {
    const queryTerms = termsOf(query);
    if (queryTerms.length === 0) return [];
    const { kinds, limit = 6, without } = options;
    const wanted = (doc: KnowledgeDoc) => (!kinds || kinds.includes(doc.kind)) && !without?.(doc);
    return this.index
      .search(query, kinds || without ? { filter: (result) => wanted(this.docs.get(result.id)!) } : {})
      .slice(0, limit)
      .map((result) => ({
        doc: this.docs.get(result.id)!,
        score: result.score,
        coverage: new Set(result.queryTerms).size / queryTerms.length,
      }));
  }

  /** The service with this title (any case), as the content spells it. */
  serviceTitled(title: string): ServiceContent | undefined {
    const wanted = title.trim().toLowerCase();
    return this.services.find((service) => service.title.toLowerCase() === wanted);
  }

  /** The figures of a text (amounts, percentages, durations) that the content never states. */
  unstatedFigures(text: string): string[] {
    return figuresOf(text).filter((figure) => !this.statedFigures.has(figure));
  }
}
