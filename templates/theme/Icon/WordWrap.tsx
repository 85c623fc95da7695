// Docusaurus theme-classic's `@theme/Icon/WordWrap` (packages/docusaurus-theme-classic/src/theme/Icon/WordWrap), for the
// site code that imports it: its props, defaults and drawing. The drawing is Docusaurus' (MIT licence,
// Copyright (c) Facebook, Inc. and its affiliates).
import type { ComponentProps } from 'react';

export default function IconWordWrap(props: ComponentProps<'svg'>) {
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: drawn as Docusaurus draws it; the site's code names it or hides it (aria-hidden, aria-label) through its props
    <svg viewBox="0 0 24 24" {...props}>
      <path fill="currentColor" d="M4 19h6v-2H4v2zM20 5H4v2h16V5zm-3 6H4v2h13.25c1.1 0 2 .9 2 2s-.9 2-2 2H15v-2l-3 3l3 3v-2h2c2.21 0 4-1.79 4-4s-1.79-4-4-4z" />
    </svg>
  );
}
