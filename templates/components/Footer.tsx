import { memo } from 'react';
import { useSite } from '../context.js';
import { ExternalIcon } from './Icons.js';
import { LogoImage } from './LogoImage.js';

const external = (href: string) => /^https?:\/\//.test(href);

/** Link columns, the foundation's logo and the copyright line; the same on every page, so rendered once. */
export const Footer = memo(function Footer() {
  const { footer } = useSite();
  return (
    <footer className={`footer${footer.style === 'dark' ? ' footer--dark' : ''}`}>
      <div className="footer__inner">
        <div className="footer__links">
          {footer.columns.map((column, i) => (
            <div className="footer__col" key={column.title ?? i}>
              {column.title && <div className="footer__title">{column.title}</div>}
              <ul className="footer__items">
                {column.items.map((item, j) => (
                  <li key={item.href ?? item.label ?? j} className="footer__item">
                    {item.html ? (
                      <span dangerouslySetInnerHTML={{ __html: item.html }} />
                    ) : item.href ? (
                      <a
                        className={`footer__link-item${item.className ? ` ${item.className}` : ''}`}
                        href={item.href}
                        {...(external(item.href) && { target: '_blank', rel: 'noopener noreferrer' })}
                        {...(item.target && { target: item.target })}
                        {...(item.rel && { rel: item.rel })}
                        {...(item.ariaLabel && { 'aria-label': item.ariaLabel })}
                      >
                        {item.label}
                        {external(item.href) && !item.noExternalIcon && <ExternalIcon />}
                      </a>
                    ) : (
                      item.label
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        {footer.logo && (
          <div className="footer__logo">
            {footer.logo.href ? (
              <a href={footer.logo.href} {...(footer.logo.target && { target: footer.logo.target, rel: 'noopener noreferrer' })}>
                <LogoImage logo={footer.logo} height={40} lazy />
              </a>
            ) : (
              <LogoImage logo={footer.logo} height={40} lazy />
            )}
          </div>
        )}
        {footer.copyright && <div className="footer__copyright" dangerouslySetInnerHTML={{ __html: footer.copyright }} />}
      </div>
    </footer>
  );
});
