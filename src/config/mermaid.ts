// Diagrams from ```mermaid blocks, as @docusaurus/theme-mermaid draws them: by
// the `mermaid` package the site installed (Docusaurus sites get it through
// @docusaurus/theme-mermaid), found from the site's folder up as Node finds a
// package. Its browser build (`dist/mermaid.esm.min.mjs` and the chunks it
// imports) is what pages load; a site without it keeps its blocks as code,
// with a warning saying what to install.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { warning } from '../diagnostics/build-error.js';
import type { Diagnostic, ResolvedMermaid, UserConfig } from '../model.js';

/** The ES module build mermaid publishes for browsers (since mermaid 10); it imports its chunks by relative paths. */
const BROWSER_ENTRY = 'mermaid.esm.min.mjs';

/** Docusaurus' defaults (docusaurus-theme-mermaid/src/validateThemeConfig.ts). */
const DEFAULT_THEME = { light: 'default', dark: 'dark' };

/** `mermaid`'s package folder as Node would resolve it from `fromDir`, or undefined. */
function packageDir(fromDir: string): string | undefined {
  for (let dir = path.resolve(fromDir); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', 'mermaid');
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (path.dirname(dir) === dir) return undefined;
  }
}

/**
 * The renderer and its options when the config turns diagrams on
 * (`markdown.mermaid`); a warning, and no diagrams, when the site has no
 * browser build of mermaid to ship.
 */
export function resolveMermaid(user: UserConfig, siteDir: string, configFile: string): { mermaid?: ResolvedMermaid; warnings: Diagnostic[] } {
  if (!user.markdown?.mermaid) return { warnings: [] };
  const dir = packageDir(siteDir);
  const distDir = dir && path.join(dir, 'dist');
  if (!dir || !existsSync(path.join(distDir!, BROWSER_ENTRY))) {
    const found = dir ? `${dir} has no dist/${BROWSER_ENTRY} (mermaid 10 or later has it)` : `no \`mermaid\` package is installed for ${siteDir}`;
    return {
      warnings: [
        warning('mermaid-missing', `markdown.mermaid is on, but ${found}: \`\`\`mermaid blocks show as code`, {
          file: configFile,
          hint: 'install the renderer in the site: `npm install @docusaurus/theme-mermaid` (which brings `mermaid`), or `npm install mermaid`',
        }),
      ],
    };
  }
  const version = String((JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version?: unknown }).version ?? '0');
  const theme = user.mermaid?.theme;
  return {
    mermaid: {
      distDir: distDir!,
      entry: BROWSER_ENTRY,
      version,
      theme: { light: theme?.light ?? DEFAULT_THEME.light, dark: theme?.dark ?? DEFAULT_THEME.dark },
      options: user.mermaid?.options ?? {},
    },
    warnings: [],
  };
}
