// Docusaurus theme-classic's `@theme/Icon/ExternalLink` (packages/docusaurus-theme-classic/src/theme/Icon/ExternalLink), for the
// site code that imports it: its props, defaults and drawing. The drawing is Docusaurus' (MIT licence,
// Copyright (c) Facebook, Inc. and its affiliates).
//
// Docusaurus takes only its size: the class it sets (a CSS module's, margin-left: 0.3rem) is a style here, so that
// the icon keeps its spacing without a rule in every page's stylesheet.

/** The margin Docusaurus' stylesheet gives the icon. */
const SPACED = { marginLeft: '0.3rem' };

export default function IconExternalLink({ width = 13.5, height = 13.5 }: { width?: number | string; height?: number | string }) {
  return (
    <svg width={width} height={height} aria-hidden="true" viewBox="0 0 24 24" style={SPACED}>
      <path fill="currentColor" d="M21 13v10h-21v-19h12v2h-10v15h17v-8h2zm3-12h-10.988l4.035 4-6.977 7.07 2.828 2.828 6.977-7.07 4.125 4.172v-11z" />
    </svg>
  );
}
