import { useSearch } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { BUSINESS_HOURS, CONTACT_EMAIL, SERVICE_AREA } from '../../../constants/site';
import { CONTACT_TAB_SCROLL_MS } from '../../../constants/timing';
import { BookingForm } from './BookingForm';
import { readBookingSearch } from './booking-form-state';
import { ContactTabs } from './ContactTabs';
import { contactTabOf, isContactTab, type ContactTab } from './contact-tabs';
import { QuickQuestionForm } from './QuickQuestionForm';
import './booking.css';
import { scrollToContactForm } from '../../../components/navigation';
import {
  FaqList,
  PageHeroBlock,
  PageSections,
  readContactPage,
  usePageContent,
  type ContactPageView,
} from '../../content/public/pages';

/** Six FAQ items (docs/modules/bookings.md). */
const CONTACT_FAQ_ITEMS = 6;

const DEFAULT_TAB_LABELS: Record<ContactTab, string> = {
  consultation: 'Book a Consultation',
  services: 'Service Inquiry',
  questions: 'Quick Question',
};

function tabTexts(page: ContactPageView | undefined) {
  const labels = { ...DEFAULT_TAB_LABELS };
  const descriptions: Partial<Record<ContactTab, string>> = {};
  for (const tab of page?.tabs ?? []) {
    if (!isContactTab(tab.key)) continue;
    labels[tab.key] = tab.label;
    if (tab.description) descriptions[tab.key] = tab.description;
  }
  return { labels, descriptions };
}

function ContactCards({ page }: { page: ContactPageView | undefined }) {
  const email = page?.email ?? CONTACT_EMAIL;
  return (
    <ul className="contact-cards" aria-label="Contact details">
      <li className="contact-card">
        <h2 className="contact-card__title">Email Us</h2>
        <p className="contact-card__text">
          <a href={`mailto:${email}`}>{email}</a>
        </p>
      </li>
      <li className="contact-card">
        <h2 className="contact-card__title">Business Hours</h2>
        <p className="contact-card__text">{page?.businessHours ?? BUSINESS_HOURS}</p>
      </li>
      <li className="contact-card">
        <h2 className="contact-card__title">Service Area</h2>
        <p className="contact-card__text">{page?.serviceArea ?? SERVICE_AREA}</p>
      </li>
    </ul>
  );
}

/**
 * /contact (docs/modules/bookings.md): contact cards, the three forms as tabs (by click or `?form=`, the
 * consultation tab by default) and the FAQ. Texts from GET /api/pages/contact; the forms work
 * whatever that read does.
 */
export function ContactPage() {
  const search: Record<string, unknown> = useSearch({ strict: false });
  const formParameter = search.form;
  const [tab, setTab] = useState<ContactTab>(() => contactTabOf(formParameter));
  // A new ?form= (a link followed while on the page) picks its tab; clicks choose freely in between.
  const [seenParameter, setSeenParameter] = useState(formParameter);
  if (formParameter !== seenParameter) {
    setSeenParameter(formParameter);
    if (isContactTab(formParameter)) setTab(formParameter);
  }
  const content = usePageContent('contact', readContactPage);
  const page = content.data;
  const { labels, descriptions } = tabTexts(page);

  // A link with a valid ?form= opens that tab and brings it into view, retried while the page settles.
  useEffect(() => {
    if (!isContactTab(formParameter)) return;
    const timers = CONTACT_TAB_SCROLL_MS.map((delay) => window.setTimeout(scrollToContactForm, delay));
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, [formParameter]);

  return (
    <>
      <PageHeroBlock
        hero={page?.hero ?? null}
        fallbackHeading="Contact Us"
        loading={content.isPending}
        titleId="contact-title"
      />
      <section className="section" aria-label="How to reach us">
        <div className="container">
          <ContactCards page={page} />
        </div>
      </section>
      <section id="contact-form" className="section section--tinted contact-panel" aria-labelledby="contact-form-title">
        <div className="container">
          <h2 id="contact-form-title" className="section__title">
            How Can We Help?
          </h2>
          <ContactTabs tab={tab} labels={labels} onTabChange={setTab}>
            <div className="booking-card">
              {descriptions[tab] ? <p className="booking-card__lead">{descriptions[tab]}</p> : null}
              {/* Keyed: a form sent in one tab must not leave its success panel in the other. */}
              {tab === 'consultation' ? (
                <BookingForm key="consultation" kind="consultation" search={readBookingSearch(search)} />
              ) : tab === 'services' ? (
                <BookingForm key="inquiry" kind="inquiry" />
              ) : (
                <QuickQuestionForm />
              )}
            </div>
          </ContactTabs>
        </div>
      </section>
      {page && page.faq.length > 0 ? (
        <section className="section" aria-labelledby="contact-faq-title">
          <div className="container">
            <h2 id="contact-faq-title" className="section__title">
              Frequently Asked Questions
            </h2>
            <FaqList items={page.faq.slice(0, CONTACT_FAQ_ITEMS)} />
          </div>
        </section>
      ) : null}
      <PageSections slug="contact" />
    </>
  );
}
