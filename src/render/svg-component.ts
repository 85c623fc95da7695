// An SVG a site's code imports, as Docusaurus' SVGR loader gives it: a React
// component that renders the file's <svg> with the props it is given (a
// className, a title, width and height) over the file's own attributes.
// The drawing inside is written as it is in the file.

/** SVG and XML attribute names as React spells them; other dashed names become camelCase. */
const REACT_NAMES: Record<string, string> = { class: 'className', 'xlink:href': 'xlinkHref', 'xmlns:xlink': 'xmlnsXlink', 'xml:space': 'xmlSpace', 'xml:lang': 'xmlLang' };

const camel = (name: string) => name.replace(/[-:]([a-z])/g, (_, c: string) => c.toUpperCase());

/** A `style="a: b; c-d: e"` attribute as the object React takes. */
function styleObject(text: string): Record<string, string> {
  return Object.fromEntries(
    text
      .split(';')
      .map((rule) => rule.split(':').map((s) => s.trim()))
      .filter(([name, value]) => name && value)
      .map(([name, value]) => [name!.startsWith('--') ? name! : camel(name!), value!]),
  );
}

/** The root element's attributes as React props. */
function rootProps(attributes: string): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const m of attributes.matchAll(/([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
    const [name, value] = [m[1]!, m[2] ?? m[3] ?? ''];
    if (name === 'style') props.style = styleObject(value);
    else props[REACT_NAMES[name] ?? (/^(data|aria)-/.test(name) ? name : camel(name))] = value;
  }
  return props;
}

/** The module an imported SVG is: its component as default export and as `ReactComponent`, as SVGR exports it. */
export function svgComponentModule(svg: string): string | undefined {
  const text = svg.replace(/<\?xml[^>]*\?>|<!DOCTYPE[^>]*>|<!--[\s\S]*?-->/g, '').trim();
  const root = /^<svg\b([^>]*?)(\/?)>/i.exec(text);
  if (!root) return undefined;
  const inner = root[2] ? '' : text.slice(root[0].length).replace(/<\/svg>\s*$/i, '');
  return [
    "import { createElement } from 'react';",
    `const props = ${JSON.stringify(rootProps(root[1]!))};`,
    `const inner = ${JSON.stringify(inner)};`,
    'export default function SvgComponent({ title, ...rest }) {',
    '  const html = title ? `<title>${String(title).replace(/[<&]/g, (c) => (c === "<" ? "&lt;" : "&amp;"))}</title>${inner}` : inner;',
    '  return createElement("svg", { ...props, ...rest, dangerouslySetInnerHTML: { __html: html } });',
    '}',
    'export { SvgComponent as ReactComponent };',
  ].join('\n');
}
