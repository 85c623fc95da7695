import type { MdxJsxAttribute, MdxJsxFlowElementHast, MdxJsxTextElementHast } from 'mdast-util-mdx-jsx';
import type { ElementContent } from 'hast';

/** A JSX element node (for hast) naming a component with string attributes. */
export function jsxElement(
  name: string,
  attributes: Record<string, string | boolean | undefined>,
  options: { inline?: boolean; children?: ElementContent[] } = {},
): MdxJsxFlowElementHast | MdxJsxTextElementHast {
  const attrs: MdxJsxAttribute[] = Object.entries(attributes)
    .filter(([, value]) => value !== undefined && value !== false)
    .map(([key, value]) => ({ type: 'mdxJsxAttribute', name: key, value: value === true ? null : (value as string) }));
  return {
    type: options.inline ? 'mdxJsxTextElement' : 'mdxJsxFlowElement',
    name,
    attributes: attrs,
    children: (options.children ?? []) as MdxJsxFlowElementHast['children'],
  } as MdxJsxFlowElementHast | MdxJsxTextElementHast;
}
