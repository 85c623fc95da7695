// When each file of the site was first and last committed, as Docusaurus reads
// it for `showLastUpdateTime`/`showLastUpdateAuthor` (the newest commit of a
// doc: docusaurus-utils' lastUpdateUtils.ts) and for a post with no date in
// its front matter or file name (the oldest: plugin-content-blog's blogUtils.ts).
// Docusaurus runs `git log` once per file; here one `git log` of the whole
// folder gives every file, and is kept while HEAD does not move. git runs
// beside the compile stage, not in the way of the build's one thread.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Diagnostic, FileHistory } from '../model.js';
import { warning } from '../diagnostics/build-error.js';

const memo = new Map<string, FileHistory>();
const run = promisify(execFile);

/** Runs git in `cwd`; undefined when git is missing or the folder is not in a repository. */
async function git(cwd: string, args: string[]): Promise<string | undefined> {
  try {
    const { stdout } = await run('git', ['-c', 'log.showSignature=false', '-c', 'core.quotePath=false', ...args], { cwd, encoding: 'utf8', maxBuffer: 1 << 30 });
    return stdout;
  } catch {
    return undefined;
  }
}

/** Reads `git log --name-only` output: records start with \x1e, then "<seconds>\t<author>", then the files it touched. */
function parseLog(out: string, top: string): FileHistory['files'] {
  const files: FileHistory['files'] = new Map();
  for (const record of out.split('\x1e')) {
    const [head, ...names] = record.split('\n');
    const tab = head?.indexOf('\t') ?? -1;
    if (!head || tab < 0) continue;
    const at = Number(head.slice(0, tab)) * 1000;
    const by = head.slice(tab + 1);
    for (const name of names) {
      if (!name) continue;
      const file = path.join(top, name);
      const known = files.get(file);
      // Newest first: the first commit seen is the last update; each older one moves `created` back.
      if (known) known.createdAt = at;
      else files.set(file, { updatedAt: at, updatedBy: by, createdAt: at });
    }
  }
  return files;
}

/**
 * The history of every committed file under `dir`, or a warning when there is
 * none to read (git is not installed, or `dir` is not in a repository).
 */
export async function gitHistory(dir: string, configFile: string): Promise<{ history?: FileHistory; diagnostics: Diagnostic[] }> {
  const where = (await git(dir, ['rev-parse', '--show-toplevel', 'HEAD']))?.trim().split('\n');
  if (!where || where.length < 2) {
    return {
      diagnostics: [
        warning(
          'no-git-history',
          `${dir} is not in a git repository with commits (or git is not installed): last update dates and authors come from front matter only, and posts without a date take their file's time`,
          {
            file: configFile,
            hint: 'build from a clone of the repository (with its history: `git clone` without `--depth 1`), or pass --no-git to skip git on purpose',
          },
        ),
      ],
    };
  }
  const [top, head] = where as [string, string];
  const key = `${top}\0${head}\0${dir}`;
  let history = memo.get(key);
  if (!history) {
    const out = (await git(top, ['log', '--no-merges', '--format=%x1e%ct%x09%an', '--name-only', '--no-renames', '--', path.relative(top, dir) || '.'])) ?? '';
    history = { files: parseLog(out, top) };
    memo.set(key, history);
  }
  return { history, diagnostics: [] };
}
