// `{{name}}` templates of the examples config: runner commands, env and replace values.
import type { ExamplesConfig } from '../config/define-config.js';
import { error, positionAt } from '../diagnostics/build-error.js';
import type { Diagnostic } from '../model.js';

const NAME = /\{\{\s*([\w-]+)\s*\}\}/g;

/** Replaces each `{{name}}` with its value; names were checked by templateProblems. */
export function expandTemplate(template: string, values: Record<string, string>): string {
  return template.replace(NAME, (whole, name: string) => values[name] ?? whole);
}

/** Every template of the config that names something no template can see, as errors at the config file. */
export function templateProblems(config: ExamplesConfig, configFile: string, configText: string): Diagnostic[] {
  const variables = Object.keys(config.variables ?? {});
  const pageNames = new Set(['configDir', 'dir', ...variables]);
  const blockNames = new Set([...pageNames, 'file', 'stem']);
  const templates: [field: string, text: string, names: Set<string>][] = [
    ...Object.entries(config.env ?? {}).map(([k, v]): [string, string, Set<string>] => [`examples.env.${k}`, v, blockNames]),
    ...Object.entries(config.replace ?? {}).map(([k, v]): [string, string, Set<string>] => [`examples.replace["${k}"]`, v, pageNames]),
    ...Object.entries(config.runners).flatMap(([lang, runner]) => [
      ...runner.steps.map((step, i): [string, string, Set<string>] => [`examples.runners.${lang}.steps[${i}].run`, step.run, blockNames]),
      ...Object.entries(runner.env ?? {}).map(([k, v]): [string, string, Set<string>] => [`examples.runners.${lang}.env.${k}`, v, blockNames]),
    ]),
  ];
  const problems: Diagnostic[] = [];
  for (const [field, text, names] of templates) {
    for (const [, name] of text.matchAll(NAME)) {
      if (names.has(name!)) continue;
      const offset = configText.search(new RegExp(`\\{\\{\\s*${name}\\s*\\}\\}`));
      problems.push(
        error('config-field', `config field \`${field}\` uses {{${name}}}, which is not defined`, {
          file: configFile,
          ...(offset >= 0 && positionAt(configText, offset)),
          hint: `the names it can use: ${[...names].join(', ')} (page variables are declared in examples.variables)`,
        }),
      );
    }
  }
  return problems;
}
