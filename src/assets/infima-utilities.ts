// Infima's utility classes (spacing, column widths and offsets, text, shadows),
// written for the site only as far as its pages use them. Infima has some 250
// of them, 2.5 KB gzipped, that every page would carry in its head; a site
// uses a handful, found by name in its sources (Markdown, MDX, components,
// stylesheets), as utility-first CSS tools find the classes they emit.
// Values are Infima's (styles/layout/spacing.pcss, grid.pcss, utilities/).

const SPACES: Record<string, string> = { none: '0', xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '2rem', xl: '5rem' };
const SIDES: Record<string, string[]> = { '': [''], top: ['-top'], bottom: ['-bottom'], left: ['-left'], right: ['-right'], vert: ['-top', '-bottom'], horiz: ['-left', '-right'] };
const COLORS = ['primary', 'secondary', 'success', 'info', 'warning', 'danger'];
const TEXT: Record<string, string> = {
  center: 'text-align:center',
  left: 'text-align:left',
  right: 'text-align:right',
  justify: 'text-align:justify',
  capitalize: 'text-transform:capitalize',
  lowercase: 'text-transform:lowercase',
  uppercase: 'text-transform:uppercase',
  light: 'font-weight:300',
  normal: 'font-weight:400',
  semibold: 'font-weight:var(--ifm-font-weight-semibold)',
  bold: 'font-weight:var(--ifm-font-weight-bold)',
  italic: 'font-style:italic',
  truncate: 'overflow:hidden;text-overflow:ellipsis;white-space:nowrap',
  break: 'overflow-wrap:break-word!important;word-break:break-word!important',
  'no-decoration': 'text-decoration:none',
  ...Object.fromEntries(COLORS.map((c) => [c, `color:var(--ifm-color-${c})`])),
};
const SHADOWS = ['lw', 'md', 'tl'];

const percent = (twelfths: number) => `${+((twelfths * 100) / 12).toFixed(4)}%`;

/** The rule of one utility class, or undefined when Infima has no class of that name. */
function ruleOf(name: string): string | undefined {
  const spacing = /^(margin|padding)(?:-(top|bottom|left|right|vert|horiz))?--(none|xs|sm|md|lg|xl)$/.exec(name);
  if (spacing) {
    const [, prop, side = '', size] = spacing;
    return `.${name}{${SIDES[side]!.map((s) => `${prop}${s}:${SPACES[size!]}!important`).join(';')}}`;
  }
  const col = /^col--(offset-)?(\d+)$/.exec(name);
  if (col) {
    const n = Number(col[2]);
    if (col[1] ? n > 11 : n < 1 || n > 12) return undefined;
    return col[1] ? `.${name}{margin-left:${percent(n)}}` : `.${name}{--ifm-col-width:${percent(n)}}`;
  }
  const text = /^text--([a-z-]+)$/.exec(name);
  if (text) {
    const declarations = TEXT[text[1]!];
    return declarations && `.${name}${text[1] === 'no-decoration' ? `,.${name}:hover` : ''}{${declarations}}`;
  }
  const shadow = /^shadow--(\w+)$/.exec(name);
  return shadow && SHADOWS.includes(shadow[1]!) ? `.${name}{box-shadow:var(--ifm-global-shadow-${shadow[1]})!important}` : undefined;
}

const CANDIDATE = /\b(?:(?:margin|padding)(?:-(?:top|bottom|left|right|vert|horiz))?--[a-z]+|col--(?:offset-)?\d+|text--[a-z-]+|shadow--[a-z]+)\b/g;

/** The CSS of the Infima utility classes named anywhere in `texts`, in Infima's order (spacing, columns, text, shadows); '' for none. */
export function infimaUtilities(texts: Iterable<string>): string {
  const names = new Set<string>();
  for (const text of texts) for (const m of text.matchAll(CANDIDATE)) names.add(m[0]);
  const order = (name: string) => (/^(margin|padding)/.test(name) ? 0 : name.startsWith('col--') ? 1 : name.startsWith('text--') ? 2 : 3);
  const rules = [...names]
    .sort((a, b) => order(a) - order(b) || a.localeCompare(b))
    .map(ruleOf)
    .filter((rule): rule is string => rule !== undefined);
  // Infima puts the narrow-window reset of columns after their widths and offsets.
  const columns = rules.some((rule) => rule.startsWith('.col--')) ? ['@media (max-width:996px){.col{--ifm-col-width:100%;flex-basis:var(--ifm-col-width);margin-left:0}}'] : [];
  return [...rules, ...columns].join('');
}
