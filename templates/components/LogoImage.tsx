import type { LogoData } from '../../src/model.js';

/**
 * A navbar or footer logo's image: with `srcDark`, both images, the stylesheet
 * showing the one of the page's colour mode (theme-classic's ThemedImage); its
 * size as the site gives it, else the measured width at the given height (or `width`).
 */
export function LogoImage({ logo, className, height, width, lazy }: { logo: LogoData; className?: string; height: number; width?: number; lazy?: boolean }) {
  const classes = [className, logo.className].filter(Boolean).join(' ');
  const common = {
    alt: logo.alt,
    width: logo.width ?? (logo.height === undefined ? width : undefined),
    height: logo.height ?? height,
    ...(lazy && { loading: 'lazy' as const, decoding: 'async' as const }),
  };
  if (!logo.srcDark) return <img className={classes || undefined} src={logo.src} {...common} />;
  return (
    <>
      <img className={`${classes} themedImage themedImage--light`.trim()} src={logo.src} {...common} />
      <img className={`${classes} themedImage themedImage--dark`.trim()} src={logo.srcDark} {...common} />
    </>
  );
}
