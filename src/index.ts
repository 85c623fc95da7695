// tongsite's programmatic API: what the CLI calls, and what a site config imports.
export { build, BuildSession, BUILD, CHECK, WATCH, type BuildOptions, type BuildPolicy, type SessionOptions } from './api.js';
export { defineConfig, type UserConfig, type LocalizedString } from './config/define-config.js';
export type { BuildResult, Diagnostic } from './model.js';
export { checkSite, type CheckOptions, type CheckResult } from './cli/check-site.js';
export { serve, type ServeOptions, type DevServer } from './dev/serve.js';
