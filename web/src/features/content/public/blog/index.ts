export { ArticleBody, type ArticleBodyProps } from './ArticleBody';
export * from './article-body';
export * from './article-meta';
export * from './canned-bodies';
