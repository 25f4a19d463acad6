import { Link } from '@tanstack/react-router';
import type { ArticleBlock, InlineSegment } from './article-body';
import './article-body.css';

export interface ArticleBodyProps {
  /** Blocks from parseArticleBody; pass the same blocks to tableOfContents so anchors match. */
  blocks: readonly ArticleBlock[];
  className?: string;
}

/**
 * An article body as React elements only: h2 headings, h3 numbered subheadings, paragraphs with
 * router links for the auto-linked phrases. Text is never parsed as HTML, so markup in an article
 * is shown as text.
 */
export function ArticleBody({ blocks, className }: ArticleBodyProps) {
  return (
    <div className={className ? `article-body ${className}` : 'article-body'}>
      {blocks.map((block, index) => {
        switch (block.type) {
          case 'heading':
            return (
              <h2 key={block.id} id={block.id} className="article-body__heading">
                {block.text}
              </h2>
            );
          case 'subheading':
            return (
              <h3 key={block.id} id={block.id} className="article-body__subheading">
                <span className="article-body__number">{block.number}.</span> {block.text}
              </h3>
            );
          default:
            return (
              <p key={`p-${index}`} className="article-body__paragraph">
                {block.segments.map((segment, segmentIndex) => (
                  <Segment key={segmentIndex} segment={segment} />
                ))}
              </p>
            );
        }
      })}
    </div>
  );
}

function Segment({ segment }: { segment: InlineSegment }) {
  if ('to' in segment) {
    return (
      <Link to={segment.to} className="article-body__link">
        {segment.text}
      </Link>
    );
  }
  return <>{segment.text}</>;
}
