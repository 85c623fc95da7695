// What a site's config imports to type itself (`import { defineConfig } from 'tongsite'`).
// The shape lives in src/model/config.ts; every field is checked at load time
// by ./schema.ts: keep the two in step.
import type { UserConfig } from '../model.js';

export type { ExampleRunnerConfig, ExampleStepConfig, ExamplesConfig, ExampleVariableConfig, FooterItemConfig, LocalizedString, NavbarItemConfig, UserConfig } from '../model.js';

/** Types a site config; returns it unchanged. */
export function defineConfig(config: UserConfig): UserConfig {
  return config;
}
