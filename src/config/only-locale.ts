// `--locale <code>`, as `docusaurus build --locale` takes it: the build makes
// that locale's pages only (in the folder the whole build gives them); the
// locale dropdown still offers every locale of the site, for the builds that
// make the others.
import { BuildError, error } from '../diagnostics/build-error.js';
import type { ResolvedConfig } from '../model.js';

/** The config of a build of `code` alone; an error when the site has no such locale. */
export function onlyLocale(config: ResolvedConfig, code: string): ResolvedConfig {
  const locale = config.locales.find((l) => l.code === code);
  if (!locale) {
    const codes = config.locales.map((l) => l.code).join(', ');
    throw new BuildError([
      error('cli-locale', `--locale ${code} is not a locale of the site (i18n.locales: ${codes})`, {
        file: config.configFile,
        hint: `give one of ${codes}, or leave --locale out to build them all`,
      }),
    ]);
  }
  return { ...config, locales: [locale], siteLocales: config.locales };
}
