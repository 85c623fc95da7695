import type { PageData } from '../../src/model.js';
import { useSite, useT } from '../context.js';

type Of<K extends PageData['kind']> = Extract<PageData, { kind: K }>;

/** The home page: the project's name and tagline, actions, and its main features. */
export function HomePage(_: { page: Of<'home'> }) {
  const site = useSite();
  const t = useT();
  const primary = site.home.primaryAction ?? (site.docsHomeUrl ? { label: t('tongsite.home.docs'), url: site.docsHomeUrl } : undefined);
  return (
    <main id="__main" className="home">
      <header className="hero">
        <h1 className="hero__title">{site.title}</h1>
        <p className="hero__subtitle">{site.tagline}</p>
        <div className="hero__actions">
          {primary && (
            <a className="button button--primary" href={primary.url}>
              {primary.label}
            </a>
          )}
          {site.home.secondaryAction && (
            <a className="button button--secondary" href={site.home.secondaryAction.url}>
              {site.home.secondaryAction.label}
            </a>
          )}
        </div>
      </header>
      {site.home.features.length > 0 && (
        <section className="features">
          {site.home.features.map((feature) => (
            <div key={feature.title} className="feature">
              <h2 className="feature__title">{feature.title}</h2>
              <p>{feature.description}</p>
            </div>
          ))}
        </section>
      )}
    </main>
  );
}

/** The page of an unknown path, in its locale. */
export function NotFoundPage(_: { page: Of<'notFound'> }) {
  const t = useT();
  return (
    <main id="__main" className="not-found">
      <h1>{t('theme.NotFound.title')}</h1>
      <p>{t('theme.NotFound.p1')}</p>
      <p>{t('theme.NotFound.p2')}</p>
    </main>
  );
}
