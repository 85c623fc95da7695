// `@mdx-js/react` as Docusaurus' MDX content sees it: the components a page
// renders with reach every piece of MDX inside it — imported partials and the
// MDX a site component renders — through a context, not only the page's own
// `components` prop. The renderer puts the page's components in it; a partial
// reads them (src/render/site-imports.ts wraps each imported Markdown module).
import { createContext, type ReactNode, useContext } from 'react';

type Components = Record<string, unknown>;
type ComponentsArg = Components | ((parent: Components) => Components) | null | undefined;

const MDXContext = createContext<Components>({});

/** The components in scope, merged with (or passed to, when a function) the ones given. */
export function useMDXComponents(components?: ComponentsArg): Components {
  const inScope = useContext(MDXContext);
  return typeof components === 'function' ? components(inScope) : { ...inScope, ...components };
}

/** Puts components in scope for the MDX below it, over the ones already in scope unless `disableParentContext`. */
export function MDXProvider({ components, disableParentContext, children }: { components?: ComponentsArg; disableParentContext?: boolean; children?: ReactNode }) {
  const inScope = useMDXComponents();
  const value = disableParentContext
    ? typeof components === 'function'
      ? components({})
      : (components ?? {})
    : typeof components === 'function'
      ? components(inScope)
      : { ...inScope, ...components };
  return <MDXContext.Provider value={value}>{children}</MDXContext.Provider>;
}
