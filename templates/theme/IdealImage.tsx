import type { ComponentPropsWithoutRef } from 'react';

/** What a site hands `img`: an imported image's URL, a module with it as `default`, or the ideal-image loader's shape. */
type IdealImageSource = string | { default: string } | { src: { src: string }; preSrc?: string };

/** react-ideal-image's own props, which an `<img>` has no attribute for. */
type LoaderProps = {
  swapOnLoad?: boolean;
  theme?: unknown;
  shouldAutoDownload?: unknown;
  getMessage?: unknown;
  getIcon?: unknown;
  placeholder?: unknown;
  loader?: unknown;
  icons?: unknown;
};

/**
 * `import Image from '@theme/IdealImage'` (@docusaurus/plugin-ideal-image): the image as it is, as the plugin
 * itself shows it in development; tongsite makes no resized copies or placeholders (its config warns of the plugin).
 */
export default function IdealImage({
  img,
  swapOnLoad,
  theme,
  shouldAutoDownload,
  getMessage,
  getIcon,
  placeholder,
  loader,
  icons,
  ...rest
}: ComponentPropsWithoutRef<'img'> & LoaderProps & { img: IdealImageSource }) {
  const src = typeof img === 'string' ? img : 'default' in img ? img.default : img.src.src;
  return <img src={src} {...rest} />;
}
