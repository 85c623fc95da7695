// webpack's inline loader requests in the site's imports: `!!raw-loader!./example.js`,
// which Docusaurus sites write to show a file's source in a code block
// (`<CodeBlock>{source}</CodeBlock>`). raw-loader's module is the file's text as
// its default export; tongsite gives that. It runs no other webpack loader: a
// request naming another one is an error that says so, not "cannot resolve".
import { readFile } from 'node:fs/promises';
import type { Plugin } from 'esbuild';
import type { HintedDetail } from './asset-imports.js';
import { type ResolvedModule, resolvedAs } from './resolve-fallback.js';

const RAW_NS = 'tongsite-raw-loader';

/** A request with inline loaders: its prefix (`!!`, `!` or `-!`), the loaders (with `?options`), then the file. */
const INLINE_REQUEST = /^(?:-!|!!|!)?((?:[^!?]+(?:\?[^!]*)?!)+)(.+)$/;

/** The loaders of an inline request, by name, e.g. ['raw-loader'] for `!!raw-loader?esModule=false!./a.js`. */
const loaderNames = (chain: string) =>
  chain
    .split('!')
    .filter(Boolean)
    .map((loader) => loader.replace(/\?.*$/, ''));

export function inlineLoadersPlugin(): Plugin {
  return {
    name: 'tongsite-inline-loaders',
    setup(b) {
      b.onResolve({ filter: /!/ }, async (args) => {
        const request = INLINE_REQUEST.exec(args.path);
        if (!request || args.namespace === RAW_NS) return undefined;
        const loaders = loaderNames(request[1]!);
        if (loaders.length !== 1 || loaders[0] !== 'raw-loader') {
          return {
            errors: [
              {
                text: `"${args.path}" asks for webpack's ${loaders.join(', ')}: tongsite runs no webpack loader but raw-loader (the file's text)`,
                detail: { code: 'unsupported-import', hint: 'import the file itself, or its text with `!!raw-loader!<path>`' } satisfies HintedDetail,
              },
            ],
          };
        }
        const file = await b.resolve(request[2]!, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir });
        if (file.errors.length) return { errors: file.errors };
        return { ...resolvedAs(file as ResolvedModule), namespace: RAW_NS };
      });
      b.onLoad({ filter: /.*/, namespace: RAW_NS }, async (args) => ({
        contents: `export default ${JSON.stringify(await readFile(args.path, 'utf8'))};\n`,
        loader: 'js',
        watchFiles: [args.path],
      }));
    },
  };
}
