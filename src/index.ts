// tongsite's programmatic API: what the CLI calls, and what a site config imports.
export { build, closeSession, incrementalSession, type BuildOptions, type BuildResult, type BuildSession } from './api.js';
export { defineConfig, type UserConfig, type LocalizedString } from './config/define-config.js';
export type { Diagnostic } from './model.js';
export { checkSite, type CheckOptions, type CheckResult } from './check/check-site.js';
export { serve, type ServeOptions, type DevServer } from './dev/serve.js';
