// Docusaurus theme-classic's `@theme/Icon/Success` (packages/docusaurus-theme-classic/src/theme/Icon/Success), for the
// site code that imports it: its props, defaults and drawing. The drawing is Docusaurus' (MIT licence,
// Copyright (c) Facebook, Inc. and its affiliates).
import type { ComponentProps } from 'react';

export default function IconSuccess(props: ComponentProps<'svg'>) {
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: drawn as Docusaurus draws it; the site's code names it or hides it (aria-hidden, aria-label) through its props
    <svg viewBox="0 0 24 24" {...props}>
      <path fill="currentColor" d="M21,7L9,19L3.5,13.5L4.91,12.09L9,16.17L19.59,5.59L21,7Z" />
    </svg>
  );
}
