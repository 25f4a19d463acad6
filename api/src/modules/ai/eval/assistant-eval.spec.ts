import { SEED_BLOG_POSTS } from '../../../database/seeds/blog.data';
import { SEED_PAGES } from '../../../database/seeds/pages.data';
import { SEED_SERVICES } from '../../../database/seeds/services.data';
import { RetrievalAnswerer } from '../answerer/retrieval-answerer';
import { Knowledge } from '../knowledge/knowledge';
import { EVAL_SET } from './eval-set';
import { EVAL_FLOOR, evaluate, formatReport } from './evaluate';

const knowledge = Knowledge.fromContent({
  services: SEED_SERVICES,
  pages: SEED_PAGES.map((page) => ({ slug: page.slug, contents: [page.content] })),
  articles: SEED_BLOG_POSTS.filter((article) => article.isPublished),
});
const answerer = new RetrievalAnswerer(knowledge);

describe('the assistant on the evaluation set (seeded content, no language model)', () => {
  it('recommends services, understands subjects and says "not offered" no worse than so far', async () => {
    const report = await evaluate(EVAL_SET, (message) => ({
      subject: answerer.understand(message).subject,
      ...answerer.answer(message),
    }));
    const summary = formatReport(report);
    if (process.env.EVAL_REPORT) console.log(summary);
    // The summary rides along so that a failure shows the whole report and the misses.
    expect({ summary, precision: report.precision >= EVAL_FLOOR.precision }).toEqual({ summary, precision: true });
    expect({ summary, recall: report.recall >= EVAL_FLOOR.recall }).toEqual({ summary, recall: true });
    expect({ summary, subjects: report.subjectAccuracy >= EVAL_FLOOR.subjectAccuracy }).toEqual({
      summary,
      subjects: true,
    });
    expect({ summary, notOffered: report.wrongNotOffered <= EVAL_FLOOR.wrongNotOffered }).toEqual({
      summary,
      notOffered: true,
    });
  });
});
