export * from './ContentBlocks';
export * from './page-content';
export { usePageContent, type PageSlug } from './use-page-content';
