// The order Docusaurus gives a plugin's postBuild its routes in
// (packages/docusaurus/src/server/plugins/routeConfig.ts, sortRoutes): the
// site's root last, routes with nested routes after plain ones, a parent
// route inside another's path before it, higher `priority` first, else by
// path; nested routes sorted alike. A plugin that writes one entry per route
// (an llms.txt, a search index) writes them in this order.

/** A route of Docusaurus' route config, as plugins add them: its path, maybe a priority and nested routes, and anything else. */
type AnyRoute = { [key: string]: unknown };

const pathOf = (route: AnyRoute) => String(route.path ?? '');
const childrenOf = (route: AnyRoute) => (Array.isArray(route.routes) ? (route.routes as AnyRoute[]) : undefined);
const priorityOf = (route: AnyRoute) => (typeof route.priority === 'number' ? route.priority : 0);

function compareRoutes(a: AnyRoute, b: AnyRoute, baseUrl: string): number {
  const [pa, pb] = [pathOf(a), pathOf(b)];
  if (pa === baseUrl && pb !== baseUrl) return 1;
  if (pa !== baseUrl && pb === baseUrl) return -1;
  const [ca, cb] = [childrenOf(a), childrenOf(b)];
  if (ca && !cb) return 1;
  if (!ca && cb) return -1;
  if (ca && cb && pa !== pb) {
    if (pa.includes(pb)) return -1;
    if (pb.includes(pa)) return 1;
  }
  const score = priorityOf(b) - priorityOf(a);
  if (score !== 0) return score;
  return pa.localeCompare(pb);
}

/** The routes in Docusaurus' order, each level sorted; the routes are copied where their nested ones are, not changed. */
export function sortRoutes<T extends AnyRoute>(routes: readonly T[], baseUrl: string): T[] {
  return [...routes]
    .sort((a, b) => compareRoutes(a, b, baseUrl))
    .map((route) => {
      const children = childrenOf(route);
      return children ? { ...route, routes: sortRoutes(children, baseUrl) } : route;
    });
}

/** `routesPaths` as Docusaurus gives it (server/routes.ts, getRoutesPaths): the 404 page, then each leaf route's path in order. */
export function routesPathsOf(routes: readonly AnyRoute[], baseUrl: string): string[] {
  const leaves = (route: AnyRoute): string[] => childrenOf(route)?.flatMap(leaves) ?? [pathOf(route)];
  return [`${baseUrl}404.html`, ...routes.flatMap(leaves)];
}
