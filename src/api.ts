// tongsite's programmatic API: one build, as `tongsite build` makes it (or as
// `tongsite check` does, writing nothing). The pipeline itself is src/pipeline/session.ts.
import type { BuildResult } from './model.js';
import { BUILD, type BuildPolicy } from './pipeline/policy.js';
import { BuildSession, type SessionOptions } from './pipeline/session.js';

export { BuildSession, type SessionOptions } from './pipeline/session.js';
export { BUILD, CHECK, WATCH, type BuildPolicy } from './pipeline/policy.js';
export type { BuildResult } from './model.js';

export interface BuildOptions extends SessionOptions {
  /** BUILD (the default) writes the site; CHECK writes nothing and keeps no page, reports every anchor and builds no search index. */
  policy?: BuildPolicy;
  /** Shorthands for tests, applied to the policy: keep the output in memory; build no search index; report every broken anchor. */
  memory?: boolean;
  search?: boolean;
  checkAllAnchors?: boolean;
}

/** Opens a session, builds the site once, closes the session. */
export async function build(options: BuildOptions = {}): Promise<BuildResult> {
  const { policy = BUILD, memory, search, checkAllAnchors, ...sessionOptions } = options;
  const session = new BuildSession(
    { ...policy, ...(memory && { output: 'memory' }), ...(search === false && { search: 'off' }), ...(checkAllAnchors && { anchors: 'all' }) },
    sessionOptions,
  );
  try {
    return await session.build();
  } finally {
    await session.close();
  }
}
