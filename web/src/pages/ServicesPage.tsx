import { Link } from '@tanstack/react-router';
import { useListServices } from '../api/generated/content/content';
import type { ServiceDto } from '../api/generated/model';
import { ALL_SERVICES_PARAMS, SERVICE_CARD_MAX_FEATURES, serviceCategoryLabel } from '../constants/services';
import { PATHS } from '../constants/site';
import { SERVICES_ANCHOR_RETRY_MS } from '../constants/timing';
import { useHashScrollRetries } from '../lib/use-hash-scroll';

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

export function ServiceCard({ service, anchorId }: { service: ServiceDto; anchorId?: string }) {
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
          loading="lazy"
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
          <Link to={PATHS.serviceInquiry} className="btn btn--primary">
            Get Started Today
          </Link>
          <Link to={PATHS.consultation} className="btn btn--outline">
            Book Consultation
          </Link>
        </div>
      </div>
    </article>
  );
}

export function ServicesPage() {
  const { data, isPending, isError, refetch, isFetching } = useListServices(ALL_SERVICES_PARAMS);
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

      <section id="services-section" className="section" aria-label="Services list">
        <div className="container">
          {isPending ? (
            <p className="status-text" role="status">
              Loading services...
            </p>
          ) : isError ? (
            <div className="error-panel" role="alert">
              <h2 className="error-panel__title">We couldn't load our services.</h2>
              <p>Please check your connection and try again.</p>
              <button type="button" className="btn btn--primary" onClick={() => refetch()} disabled={isFetching}>
                {isFetching ? 'Retrying...' : 'Try Again'}
              </button>
            </div>
          ) : services.length === 0 ? (
            <p className="status-text">No services are available right now. Please check back soon.</p>
          ) : (
            <ServiceGrid services={services} />
          )}
        </div>
      </section>
    </>
  );
}

function ServiceGrid({ services }: { services: readonly ServiceDto[] }) {
  const ids = anchorIds(services);
  return (
    <div className="service-grid">
      {services.map((service) => (
        <ServiceCard key={service.id} service={service} anchorId={ids.get(service.id)} />
      ))}
    </div>
  );
}
