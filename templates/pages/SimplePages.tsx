import type { PageData } from '../../src/model.js';
import { useSite, useT } from '../context.js';

type Of<K extends PageData['kind']> = Extract<PageData, { kind: K }>;

/** The home page: title, tagline and calls to action beside the site's own picture; cards into the docs; quick start, newest release and newest posts. */
export function HomePage({ page }: { page: Of<'home'> }) {
  const site = useSite();
  const t = useT();
  const external = { target: '_blank', rel: 'noopener noreferrer' };
  return (
    <main id="__main" className="home">
      <header className="hero hero--home">
        <div className="hero__inner">
          <div className="hero__text">
            <h1 className="hero__title">{site.title}</h1>
            <p className="hero__subtitle">{site.tagline}</p>
            <div className="hero__actions">
              {page.actions.map((action, i) => (
                <a key={action.url} className={`button button--lg button--primary${i === 0 ? '' : ' button--outline'}`} href={action.url} {...(action.external && external)}>
                  {action.label}
                </a>
              ))}
            </div>
          </div>
          <HeroPicture />
        </div>
      </header>
      {page.features.length > 0 && (
        <section className="features">
          {page.features.map((feature) =>
            feature.url ? (
              <a key={feature.title} className="feature feature--link" href={feature.url}>
                <h2 className="feature__title">{feature.title}</h2>
                <p>{feature.description}</p>
              </a>
            ) : (
              <div key={feature.title} className="feature">
                <h2 className="feature__title">{feature.title}</h2>
                <p>{feature.description}</p>
              </div>
            ),
          )}
        </section>
      )}
      {(page.quickStart || page.release || page.latestPosts.length > 0) && (
        <div className="home__panels">
          {page.quickStart && (
            <section className="home-panel home-panel--wide">
              <h2>{page.quickStart.title}</h2>
              {page.quickStart.description && <p>{page.quickStart.description}</p>}
              <pre className="home-code" tabIndex={0}>
                <code>{page.quickStart.code}</code>
              </pre>
            </section>
          )}
          {page.release && (
            <section className="home-panel">
              <h2>{t('tongsite.home.release')}</h2>
              <p className="home-release">
                <a href={page.release.url}>{page.release.label}</a>
                {page.release.date && <time dateTime={page.release.date}>{page.release.formattedDate}</time>}
              </p>
              {page.release.description && <p>{page.release.description}</p>}
              <a className="home-panel__more" href={page.release.url}>
                {t('tongsite.home.releaseNotes')}
              </a>
            </section>
          )}
          {page.latestPosts.length > 0 && (
            <section className="home-panel">
              <h2>{t('tongsite.home.posts')}</h2>
              <ul className="home-posts">
                {page.latestPosts.map((post) => (
                  <li key={post.url}>
                    <a href={post.url}>{post.title}</a>
                    <span className="home-posts__date">{post.formattedDate}</span>
                  </li>
                ))}
              </ul>
              <a className="home-panel__more" href={site.blogUrl}>
                {t('tongsite.home.allPosts')}
              </a>
            </section>
          )}
        </div>
      )}
    </main>
  );
}

const BIT_SHADES = [0.15, 0.25, 0.35, 0.45, 0.55];

/** The hero's picture, drawn for the site: a lock whose shackle is a circuit, over a grid of key bits; decorative. */
function HeroPicture() {
  return (
    <svg className="hero__picture" viewBox="0 0 240 240" width="240" height="240" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="hero-body" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="var(--ts-hero-copper-light)" />
          <stop offset="1" stopColor="var(--ts-hero-copper-dark)" />
        </linearGradient>
      </defs>
      <g className="hero__bits" fill="currentColor">
        {Array.from({ length: 36 }, (_, i) => (
          <rect key={i} x={12 + (i % 6) * 38} y={12 + Math.floor(i / 6) * 38} width="8" height="8" rx="2" opacity={BIT_SHADES[(i * 7) % 5]} />
        ))}
      </g>
      <path d="M78 112V82a42 42 0 0 1 84 0v30" fill="none" stroke="var(--ts-hero-copper-dark)" strokeWidth="14" strokeLinecap="round" />
      <path d="M78 82a42 42 0 0 1 84 0" fill="none" stroke="var(--ts-hero-circuit)" strokeWidth="3" strokeDasharray="6 6" />
      <rect x="52" y="108" width="136" height="104" rx="18" fill="url(#hero-body)" />
      <circle cx="120" cy="150" r="14" fill="var(--ts-hero-keyhole)" />
      <path d="M113 158h14l-4 28h-6z" fill="var(--ts-hero-keyhole)" />
      <path d="M52 132h-22M188 132h22M52 188h-30M188 188h30" stroke="var(--ts-hero-circuit)" strokeWidth="3" />
      <circle cx="28" cy="132" r="5" fill="var(--ts-hero-circuit)" />
      <circle cx="212" cy="132" r="5" fill="var(--ts-hero-circuit)" />
      <circle cx="20" cy="188" r="5" fill="var(--ts-hero-circuit)" />
      <circle cx="220" cy="188" r="5" fill="var(--ts-hero-circuit)" />
    </svg>
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
