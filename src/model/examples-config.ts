// `examples`: how `tongsite check --examples` runs the code blocks a site marks `test`.

/**
 * One step of a runner: a shell command run in the example's own folder. In
 * `run` (and in every env and replace value), `{{file}}` is the block's file
 * name, `{{stem}}` that name without its extension, `{{configDir}}` the config
 * file's folder, `{{dir}}` the example's own folder, and `{{name}}` the value
 * of a page variable.
 */
export interface ExampleStepConfig {
  /** What a failure of this step is called in the report: compile, link, run… */
  name: string;
  run: string;
}

/** How the blocks of one fence language are run. */
export interface ExampleRunnerConfig {
  /** Other fence languages this runner takes (e.g. sh and shell for bash). */
  aliases?: string[];
  /** The file name extension of a block that has no title="…" (without the dot). */
  extension: string;
  /** Run in order; the first that exits non-zero fails the example. */
  steps: ExampleStepConfig[];
  /** Environment variables of the steps, on top of examples.env. */
  env?: Record<string, string>;
  /** Seconds one example may take in all; default examples.timeout. */
  timeout?: number;
}

/** A variable a page sets in its front matter (`tongsuo: 8.5.0-pre1`), used in runner commands as `{{tongsuo}}`. */
export interface ExampleVariableConfig {
  default: string;
  /** The values a page may choose; any other is an error at its front matter. */
  values?: string[];
}

export interface ExamplesConfig {
  /** Runners by fence language. */
  runners: Record<string, ExampleRunnerConfig>;
  /** Page variables by front matter key. */
  variables?: Record<string, ExampleVariableConfig>;
  /** Environment variables of every step (the process's own are kept). */
  env?: Record<string, string>;
  /** Text replaced in every block before it is written, so that pages can show the reader's paths (`/opt/tongsuo`). */
  replace?: Record<string, string>;
  /** Seconds one example may take in all; default 30. */
  timeout?: number;
  /** Examples run at once; default the machine's cores. */
  concurrency?: number;
}
