// The Nu HTML Checker (the W3C validator, shipped as a jar by the `vnu-jar`
// package), run once over whole build folders: one JVM start for every page,
// since starting Java costs more than checking a page.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

export interface VnuMessage {
  /** The folder given that holds the file ('' if none does). */
  dir: string;
  /** The file checked, as a path relative to that folder. */
  file: string;
  line?: number;
  message: string;
  extract?: string;
}

const require = createRequire(import.meta.url);

/** Path of vnu.jar in node_modules. */
export const VNU_JAR = String(require('vnu-jar'));

/** Runs vnu on every .html file below `dirs`; returns its errors (warnings are left out), file by file. */
export function validateHtml(dirs: string[]): VnuMessage[] {
  // vnu writes its JSON report to stderr and exits 1 when it found errors.
  const run = spawnSync('java', ['-Xss8m', '-jar', VNU_JAR, '--errors-only', '--format', 'json', '--skip-non-html', ...dirs], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (run.error) throw new Error(`the Nu HTML Checker needs Java: install default-jre-headless (npm test does as root) — ${run.error.message}`);
  const json = run.stderr.slice(run.stderr.indexOf('{'), run.stderr.lastIndexOf('}') + 1);
  if (!json) throw new Error(`vnu printed no report (exit ${run.status}):\n${run.stderr.slice(0, 2000)}`);
  const report = JSON.parse(json) as { messages: { type: string; url?: string; lastLine?: number; message: string; extract?: string }[] };
  return report.messages
    .filter((m) => m.type === 'error' || m.type === 'non-document-error')
    .map((m) => {
      const abs = m.url ? decodeURIComponent(new URL(m.url).pathname) : '';
      const base = dirs.find((d) => abs.startsWith(path.resolve(d) + path.sep));
      return {
        dir: base ?? '',
        file: base ? path.relative(base, abs) : abs,
        ...(m.lastLine !== undefined && { line: m.lastLine }),
        message: m.message,
        ...(m.extract !== undefined && { extract: m.extract }),
      };
    });
}

/** Errors grouped by message (values in quotes folded), most frequent first: a readable failure. */
export function summarize(messages: VnuMessage[], examples = 2): string {
  const groups = new Map<string, VnuMessage[]>();
  for (const m of messages) {
    const key = m.message.replace(/“[^”]*”/g, '“…”');
    groups.set(key, [...(groups.get(key) ?? []), m]);
  }
  return [...groups]
    .sort((a, b) => b[1].length - a[1].length)
    .map(
      ([key, list]) =>
        `${list.length}× ${key}\n${list
          .slice(0, examples)
          .map((m) => `    ${m.file}:${m.line ?? '?'} ${m.message}\n      ${(m.extract ?? '').replace(/\s+/g, ' ').slice(0, 160)}`)
          .join('\n')}`,
    )
    .join('\n');
}
