// Watches what a build reads (the site folder, the config file, the templates)
// and reports changes in batches: an editor's save is often several events
// (write, rename, chmod), and a git checkout is hundreds.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { watch, type FSWatcher } from 'chokidar';
import { CONFIG_TEMP } from '../config/compile-config-module.js';

/** One file event, with an absolute path. */
export interface Change {
  event: 'add' | 'addDir' | 'change' | 'unlink' | 'unlinkDir';
  file: string;
}

/** A running watcher whose paths can change (a config edit may move the site folder). */
export interface SiteWatcher {
  /** Resolves when the initial scan is done: changes from then on are reported. */
  ready: Promise<void>;
  /** Watches exactly these paths from now on. */
  setPaths(paths: string[]): void;
  close(): Promise<void>;
}

const EDITOR_TEMP = /(\.sw[a-p]|~|\.tmp|\.crdownload|^4913|^\.#.*)$/;

/**
 * True for paths no build reads but that may sit inside a watched folder: the
 * output folder and its temporary twins (`build.tmp-*`, `build.old-*`), the
 * compile cache, node_modules, .git, editors' swap files.
 */
export function isIgnored(file: string, dirs: { outDir: string; cacheDir?: string }): boolean {
  const inside = (dir: string) => file === dir || file.startsWith(dir + path.sep);
  const out = dirs.outDir.replace(/[/\\]+$/, '');
  if (inside(out) || file.startsWith(`${out}.tmp-`) || file.startsWith(`${out}.old-`)) return true;
  if (dirs.cacheDir && inside(dirs.cacheDir)) return true;
  if (/[/\\](node_modules|\.git)([/\\]|$)/.test(file)) return true;
  const name = path.basename(file);
  return EDITOR_TEMP.test(name) || CONFIG_TEMP.test(name);
}

/** What changes when a file is written: enough to tell two saves apart. */
async function signature(file: string): Promise<string> {
  try {
    const s = await stat(file);
    return `${s.ino}:${s.size}:${s.mtimeMs}:${s.ctimeMs}`;
  } catch {
    return 'missing';
  }
}

/**
 * chokidar drops a `change` that comes within 50 ms of the previous one for the
 * same file (a throttle without a trailing call: index.js `_throttle(CHANGE, path, 50)`),
 * so a quick second save would never be built. Each change is therefore looked
 * at again once that window has passed, and reported if the file moved on since.
 */
const RECHECK_MS = 75;

/** Starts watching `paths`; `onChange` gets each batch once `quietMs` pass without a new event. */
export function watchSite(params: {
  paths: string[];
  ignore: (file: string) => boolean;
  onChange: (changes: Change[]) => void;
  onError: (error: unknown) => void;
  quietMs?: number;
}): SiteWatcher {
  let current = new Set(params.paths.map((p) => path.resolve(p)));
  const watcher: FSWatcher = watch([...current], {
    ignoreInitial: true,
    ignored: (file) => params.ignore(path.resolve(file)),
    // chokidar's `atomic` holds each delete back 100 ms to merge it with a re-add;
    // the quiet period below merges such pairs already, without the wait.
    atomic: false,
  });
  let batch: Change[] = [];
  let timer: NodeJS.Timeout | undefined;
  const rechecks = new Set<NodeJS.Timeout>();
  const report = (change: Change) => {
    batch.push(change);
    clearTimeout(timer);
    timer = setTimeout(() => {
      const changes = batch;
      batch = [];
      params.onChange(changes);
    }, params.quietMs ?? 10);
  };
  const changed = async (file: string) => {
    // The signature is taken before the build is asked for: the build reads at least this version.
    const seen = await signature(file);
    report({ event: 'change', file });
    const recheck = setTimeout(async () => {
      rechecks.delete(recheck);
      if ((await signature(file)) !== seen) void changed(file);
    }, RECHECK_MS);
    rechecks.add(recheck);
  };
  watcher.on('all', (event, file) => {
    const abs = path.resolve(file);
    if (event === 'change') void changed(abs);
    else report({ event: event as Change['event'], file: abs });
  });
  watcher.on('error', params.onError);
  return {
    ready: new Promise((resolve) => watcher.once('ready', () => resolve())),
    setPaths(paths) {
      const next = new Set(paths.map((p) => path.resolve(p)));
      const added = [...next].filter((p) => !current.has(p));
      const removed = [...current].filter((p) => !next.has(p));
      if (removed.length) watcher.unwatch(removed);
      if (added.length) watcher.add(added);
      current = next;
    },
    async close() {
      clearTimeout(timer);
      for (const t of rechecks) clearTimeout(t);
      await watcher.close();
    },
  };
}
