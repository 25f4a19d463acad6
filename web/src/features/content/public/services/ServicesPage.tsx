import { useListServices } from '../../../../api/generated/content/content';
import type { ServiceDto } from '../../../../api/generated/model';
import {
  ALL_SERVICES_PARAMS,
  SERVICE_CARD_MAX_FEATURES,
  SERVICES_LIST_ID,
  serviceCategoryLabel,
} from '../../../../constants/services';
import { PATHS } from '../../../../constants/site';
import { SERVICES_ANCHOR_RETRY_MS } from '../../../../constants/timing';
import { imageLoading } from '../../../../lib/image-loading';
import { SiteLink, useHashScrollRetries } from '../../../../components/navigation';
import {
  CallToActionBlock,
  ContentLoadError,
  PageSections,
  readServicesPage,
  StatList,
  StepList,
  usePageContent,
  type ServicesPageView,
} from '../pages';
import { howWeMakeItHappen } from './how-we-make-it-happen';

/** The card of the first service of each category carries the anchor `service-{category}`. */
function anchorIds(services: readonly ServiceDto[]): Map<number, string> {
  const seen = new Set<string>();
  const ids = new Map<number, string>();
  for (const service of services) {
    if (seen.has(service.category)) continue;
    seen.add(service.category);
    ids.set(service.id, `service-${service.category}`);
  }
  return ids;
}

export function ServiceCard({
  service,
  anchorId,
  first = false,
}: {
  service: ServiceDto;
  anchorId?: string;
  /** The page's first card, on the first screen. */
  first?: boolean;
}) {
  const titleId = `service-title-${service.id}`;
  const features = service.features.slice(0, SERVICE_CARD_MAX_FEATURES);
  return (
    <article className="service-card" id={anchorId} aria-labelledby={titleId}>
      {service.image ? (
        <img
          className="service-card__image"
          src={service.image}
          alt={service.title}
          width={1200}
          height={675}
          {...imageLoading(first)}
          decoding="async"
        />
      ) : (
        <div className="service-card__image service-card__image--placeholder" aria-hidden="true" />
      )}
      <div className="service-card__body">
        <span className="badge">{serviceCategoryLabel(service.category)}</span>
        <h2 id={titleId} className="service-card__title">
          {service.title}
        </h2>
        <p className="service-card__description">{service.description || service.shortDescription}</p>
        <h3 className="service-card__features-title">How We Make It Happen</h3>
        <p className="service-card__description">{howWeMakeItHappen(service.title)}</p>
        {features.length > 0 ? (
          <>
            <h3 className="service-card__features-title">Key Features</h3>
            <ul className="service-card__features">
              {features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          </>
        ) : null}
        <div className="service-card__actions">
          <SiteLink to={PATHS.serviceInquiry} className="btn btn--primary">
            Get Started Today
          </SiteLink>
          <SiteLink to={PATHS.consultation} className="btn btn--outline">
            Book Consultation
          </SiteLink>
        </div>
      </div>
    </article>
  );
}

function ServiceGrid({ services }: { services: readonly ServiceDto[] }) {
  const ids = anchorIds(services);
  return (
    <div className="service-grid">
      {services.map((service, index) => (
        <ServiceCard key={service.id} service={service} anchorId={ids.get(service.id)} first={index === 0} />
      ))}
    </div>
  );
}

/** The company's own method: its steps and the stats behind it ("200+ Businesses Launched", 98%). */
function MethodSection({ method }: { method: NonNullable<ServicesPageView['method']> }) {
  return (
    <section className="section section--tinted" aria-labelledby="services-method-title">
      <div className="container">
        <h2 id="services-method-title" className="section__title">
          {method.heading}
        </h2>
        {method.intro ? <p className="content-intro">{method.intro}</p> : null}
        <StepList steps={method.steps} />
        {method.stats.length > 0 ? <StatList stats={method.stats} label="Our results" /> : null}
      </div>
    </section>
  );
}

/**
 * /services (docs/modules/content.md). The hero is part of the page's code: the list, then the method and
 * the closing call to action and the page's sections from GET /api/pages/services, load below it without
 * shifting it.
 */
export function ServicesPage() {
  const { data, isPending, isError, refetch, isFetching } = useListServices(ALL_SERVICES_PARAMS);
  const page = usePageContent('services', readServicesPage).data;
  const services = data?.items ?? [];
  useHashScrollRetries(!isPending, SERVICES_ANCHOR_RETRY_MS);

  return (
    <>
      <section className="page-hero" aria-labelledby="services-title">
        <div className="container">
          <h1 id="services-title" className="page-hero__title">
            Our Services
          </h1>
          <p className="page-hero__lead">
            Everything you need to launch and grow: from forming your company to your website, brand and first
            customers.
          </p>
        </div>
      </section>

      <section id={SERVICES_LIST_ID} className="section" aria-label="Services list">
        {isPending ? (
          <p className="container status-text" role="status">
            Loading services...
          </p>
        ) : isError ? (
          <ContentLoadError what="our services" onRetry={() => void refetch()} retrying={isFetching} />
        ) : services.length === 0 ? (
          <p className="container status-text">No services are available right now. Please check back soon.</p>
        ) : (
          <div className="container">
            <ServiceGrid services={services} />
          </div>
        )}
      </section>

      {page?.method ? <MethodSection method={page.method} /> : null}
      {page?.finalCta ? <CallToActionBlock cta={page.finalCta} titleId="services-cta-title" /> : null}
      <PageSections slug="services" />
    </>
  );
}
