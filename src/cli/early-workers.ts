import path from 'node:path';
import { cacheDirOf } from '../config/resolve-config.js';
import { hasCompiledPages } from '../markdown/compile-cache.js';
import { startCompileWorkers } from '../markdown/compile-stage.js';
import type { CompileWorkerPool } from '../markdown/worker-pool.js';
import { compileWorkerFile, toolRoot } from '../tool-paths.js';

/**
 * Starts the compile workers as `build` starts, when it will most likely need
 * them: no compiled page is cached for this config (a first build, or
 * --no-cache). Each takes a third of a second to load; started now, they load
 * on the other core while this thread loads the rest of tongsite, the config
 * and the content, instead of after. A build that finds few pages to compile
 * ends them unused after its compile stage.
 */
export function startWorkersForColdBuild(configPath: string, cache: boolean): CompileWorkerPool | undefined {
  const workerFile = compileWorkerFile(toolRoot());
  if (!workerFile) return undefined;
  const cold = !cache || !hasCompiledPages(cacheDirOf(path.resolve(configPath)));
  return cold ? startCompileWorkers(workerFile) : undefined;
}
