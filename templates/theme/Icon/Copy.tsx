// Docusaurus theme-classic's `@theme/Icon/Copy` (packages/docusaurus-theme-classic/src/theme/Icon/Copy), for the
// site code that imports it: its props, defaults and drawing. The drawing is Docusaurus' (MIT licence,
// Copyright (c) Facebook, Inc. and its affiliates).
import type { ComponentProps } from 'react';

export default function IconCopy(props: ComponentProps<'svg'>) {
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: drawn as Docusaurus draws it; the site's code names it or hides it (aria-hidden, aria-label) through its props
    <svg viewBox="0 0 24 24" {...props}>
      <path fill="currentColor" d="M19,21H8V7H19M19,5H8A2,2 0 0,0 6,7V21A2,2 0 0,0 8,23H19A2,2 0 0,0 21,21V7A2,2 0 0,0 19,5M16,1H4A2,2 0 0,0 2,3V17H4V3H16V1Z" />
    </svg>
  );
}
