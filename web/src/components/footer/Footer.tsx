import {
  BRAND_MEANING,
  BRAND_NAME,
  BUSINESS_HOURS,
  CONTACT_EMAIL,
  copyrightLine,
  FOOTER_COMPANY,
  FOOTER_LEGAL,
  FOOTER_SERVICES,
  PATHS,
  SERVICE_AREA,
  type SiteNavItem,
} from '../../constants/site';
import { CookieSettingsButton } from '../consent/ConsentBanner';
import { SiteLink } from '../navigation';
import { LogoMark } from '../header/LogoMark';
import { useSiteYear } from '../../lib/site-year';

function FooterColumn({ title, items }: { title: string; items: readonly SiteNavItem[] }) {
  const headingId = `footer-${title.toLowerCase()}`;
  return (
    <nav className="site-footer__column" aria-labelledby={headingId}>
      <h2 id={headingId} className="site-footer__heading">
        {title}
      </h2>
      <ul className="site-footer__list">
        {items.map((item) => (
          <li key={item.label}>
            <SiteLink to={item.to} hash={item.hash} className="site-footer__link" scrollToTop>
              {item.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Brand (with Get Started), Services, Company and Legal, then the copyright line (docs/web.md).
 * Every footer link sets the one-time scroll-to-top flag: the next page starts at its top.
 */
export function Footer() {
  const year = useSiteYear();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section className="site-footer__brand" aria-label={BRAND_NAME}>
          <SiteLink to={PATHS.home} className="brand brand--inverse" aria-label={`${BRAND_NAME} home`} scrollToTop>
            <LogoMark />
            <span className="brand__name">{BRAND_NAME}</span>
          </SiteLink>
          <p className="site-footer__tagline">
            {BRAND_MEANING}. We help entrepreneurs, creators and nonprofits launch and grow their business in the USA.
          </p>
          <ul className="site-footer__contact">
            <li>
              <a href={`mailto:${CONTACT_EMAIL}`} className="site-footer__link">
                {CONTACT_EMAIL}
              </a>
            </li>
            <li>{BUSINESS_HOURS}</li>
            <li>{SERVICE_AREA}</li>
          </ul>
          <SiteLink to={PATHS.consultation} className="btn btn--accent" scrollToTop>
            Get Started
          </SiteLink>
        </section>
        <FooterColumn title="Services" items={FOOTER_SERVICES} />
        <FooterColumn title="Company" items={FOOTER_COMPANY} />
        <FooterColumn title="Legal" items={FOOTER_LEGAL} />
      </div>
      <div className="container site-footer__bottom">
        <p>{copyrightLine(year)}</p>
        <CookieSettingsButton className="site-footer__link site-footer__cookies" />
      </div>
    </footer>
  );
}
