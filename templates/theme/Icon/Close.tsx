// Docusaurus theme-classic's `@theme/Icon/Close` (packages/docusaurus-theme-classic/src/theme/Icon/Close), for the
// site code that imports it: its props, defaults and drawing. The drawing is Docusaurus' (MIT licence,
// Copyright (c) Facebook, Inc. and its affiliates).
//
// As Docusaurus' does, it drops a `className` it is given.
import type { ComponentProps } from 'react';

export default function IconClose({ width = 21, height = 21, color = 'currentColor', strokeWidth = 1.2, className: _className, ...rest }: ComponentProps<'svg'>) {
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: drawn as Docusaurus draws it; the site's code names it or hides it (aria-hidden, aria-label) through its props
    <svg viewBox="0 0 15 15" width={width} height={height} {...rest}>
      <g stroke={color} strokeWidth={strokeWidth}>
        <path d="M.75.75l13.5 13.5M14.25.75L.75 14.25" />
      </g>
    </svg>
  );
}
