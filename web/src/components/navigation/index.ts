export * from './scroll';
export { SiteLink, isActivePath, type SiteLinkProps } from './SiteLink';
export { useHashScrollRetries, useNavigationScroll } from './use-navigation-scroll';
