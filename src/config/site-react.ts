// The major version of the React a Docusaurus site installed, which Docusaurus
// runs its code with: tongsite runs React 19, and gives a site on 18 or older
// what its code counts on from it (src/shared/default-props.ts).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The major version of `react` as the site's folder resolves it; undefined when it has none installed. */
export function installedReactMajor(siteDir: string): number | undefined {
  try {
    const manifest = createRequire(path.join(siteDir, 'package.json')).resolve('react/package.json');
    const version = (JSON.parse(readFileSync(manifest, 'utf8')) as { version?: string }).version;
    const major = Number(/^(\d+)\./.exec(version ?? '')?.[1]);
    return Number.isFinite(major) ? major : undefined;
  } catch {
    return undefined;
  }
}
