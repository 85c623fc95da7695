// tongsite's programmatic API: what the CLI calls, and what a site config imports.
export type { BuildResult } from './model.js';
export { build, closeSession, incrementalSession, type BuildOptions, type BuildSession } from './api.js';
export { defineConfig, type UserConfig, type LocalizedString } from './config/define-config.js';
export type { Diagnostic } from './model.js';
export { checkSite, type CheckOptions, type CheckResult } from './cli/check-site.js';
export { serve, type ServeOptions, type DevServer } from './dev/serve.js';
