import { Link } from '@tanstack/react-router';
import { BRAND_NAME, BUSINESS_HOURS, CONTACT_EMAIL, PATHS, SERVICE_AREA } from '../constants/site';

const HIGHLIGHTS = [
  'Complete business setup in 30 days or less',
  '30-day launch guarantee',
  'Post-launch support in every package',
];

export function HomePage() {
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__inner">
          <p className="hero__eyebrow">Business launch &amp; growth agency</p>
          <h1 id="hero-title" className="hero__title">
            Turn your vision into a business that launches, <span className="hero__accent">fast</span>.
          </h1>
          <p className="hero__lead">
            {BRAND_NAME} guides entrepreneurs, creators, nonprofits and international founders from idea to a running US
            business: formation, websites, branding, marketing and automation under one roof.
          </p>
          <div className="hero__actions">
            <Link to={PATHS.consultation} className="btn btn--accent btn--lg">
              Book Consultation
            </Link>
            <Link to="/services" className="btn btn--outline-inverse btn--lg">
              View Our Services
            </Link>
          </div>
          <ul className="hero__highlights">
            {HIGHLIGHTS.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="home-contact-title">
        <div className="container home-contact">
          <h2 id="home-contact-title" className="section__title">
            Talk to us
          </h2>
          <p>
            <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a> · {BUSINESS_HOURS} · {SERVICE_AREA}
          </p>
        </div>
      </section>
    </>
  );
}
