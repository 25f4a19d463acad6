export * from './ContentBlocks';
export * from './page-content';
export { PageSections } from './PageSections';
export { usePageContent, usePageSections, type PageSlug } from './use-page-content';
