// React 18 gave a function component the `defaultProps` set on it for the
// props an element leaves undefined; React 19, which tongsite runs, gives
// them to class components only. Docusaurus runs a site's code with the React
// the site installed, so a site on React 18 uses packages that count on it
// (@monaco-editor/react 4.4's Editor gets its `beforeMount` from them: under
// React 19 it is undefined, and flow's playground threw). For such a site, the
// React its code imports makes elements as React 18 did: these wrap React's
// element functions to fill in a function component's defaults first.
// Shared by the server's render and the browser's bundles.

/** A component as React is given it: a function (or class), or a forwardRef/memo object (a memo's component is its `type`), with its defaultProps. */
type ElementType = { defaultProps?: Record<string, unknown>; prototype?: { isReactComponent?: unknown }; $$typeof?: symbol; type?: unknown };

const MEMO = Symbol.for('react.memo');

/** The defaultProps React 18 gave an element of this type: its own, or a memo's component's (memo(Editor), as React 18 resolved them). */
function defaultPropsOf(type: ElementType): Record<string, unknown> | undefined {
  if (type.defaultProps) return type.defaultProps;
  const inner = type.$$typeof === MEMO ? type.type : undefined;
  return typeof inner === 'function' ? (inner as ElementType).defaultProps : undefined;
}
type Props = Record<string, unknown> | null | undefined;

/** The props with the type's defaultProps for those left undefined, when the type is a function component (or forwardRef/memo object) that has them. */
function withDefaults(type: unknown, props: Props): Props {
  if (!type || (typeof type !== 'function' && typeof type !== 'object')) return props;
  const defaults = defaultPropsOf(type as ElementType);
  const { prototype } = type as ElementType;
  // A class component takes them from React 19 itself.
  if (!defaults || (typeof type === 'function' && prototype?.isReactComponent)) return props;
  const merged: Record<string, unknown> = { ...props };
  for (const name of Object.keys(defaults)) if (merged[name] === undefined) merged[name] = defaults[name];
  return merged;
}

type Jsx = (type: unknown, props: Props, key?: unknown) => unknown;
type CreateElement = (type: unknown, props: Props, ...children: unknown[]) => unknown;

/** A copy of a module (and of its default export, the CommonJS module an ES namespace carries) with `replaced` over it. */
function patched<M extends object>(module: M, replaced: Record<string, unknown>): M {
  const copy: Record<string, unknown> = { ...module, ...replaced };
  const inner = (module as { default?: unknown }).default;
  if (inner && typeof inner === 'object' && inner !== module) copy.default = { ...inner, ...replaced };
  return copy as M;
}

/** React, with createElement filling in function components' defaultProps. */
export function reactWithDefaultProps<M extends object>(react: M): M {
  const createElement = (react as unknown as { createElement: CreateElement }).createElement;
  return patched(react, { createElement: (type: unknown, props: Props, ...children: unknown[]) => createElement(type, withDefaults(type, props), ...children) });
}

/** React's JSX runtime, with jsx and jsxs filling in function components' defaultProps. */
export function jsxRuntimeWithDefaultProps<M extends object>(runtime: M): M {
  const { jsx, jsxs } = runtime as unknown as { jsx: Jsx; jsxs: Jsx };
  return patched(runtime, {
    jsx: (type: unknown, props: Props, key?: unknown) => jsx(type, withDefaults(type, props), key),
    jsxs: (type: unknown, props: Props, key?: unknown) => jsxs(type, withDefaults(type, props), key),
  });
}

/** The modules shared with a site's code (by specifier), React's made as React 18 made elements. */
export function withFunctionDefaultProps(shared: Record<string, unknown>): Record<string, unknown> {
  return {
    ...shared,
    react: reactWithDefaultProps(shared.react as object),
    'react/jsx-runtime': jsxRuntimeWithDefaultProps(shared['react/jsx-runtime'] as object),
  };
}
