// Which code blocks of a Markdown file are examples, read from their fence meta:
//   test               a block run on its own by its language's runner
//   test=<group>       blocks of one page run in page order in one folder
//   test-file          (with test=<group>) a block only written as a file
//   test-skip="why"    a block that cannot run here, listed with the reason
//   test-steps="compile,link" test-skip="why"
//                      a block run up to what can run here (the others listed with the reason)
//   test-exit=1        (with test) the exit status the block's last step must end with
//   expect="text"      (with test) a text the last step must print on standard error
//   output             the fence right after a tested block: what it prints on standard output
// A page's front matter sets the variables the config declares (`tongsuo: 8.5.0-pre1`).
import type { ExamplesConfig } from '../config/define-config.js';
import { error } from '../diagnostics/build-error.js';
import { fencedBlocks, type FencedBlock } from '../markdown/fenced-blocks.js';
import { parseCodeMeta } from '../markdown/plugins/rehype-code.js';
import type { Diagnostic, Entry } from '../model.js';
import { entryFieldPosition } from '../content/front-matter.js';
import { isOutputMeta } from '../shared/output-block.js';
import type { Expected } from './expected-output.js';
import { attachOutput, type Before, declaredOutcome } from './outcome-marks.js';

/** One block of an example, as it is written into the example's folder. */
export interface ExampleBlock {
  lang: string;
  /** The runner that runs it; undefined for a block only written as a file. */
  runner?: string;
  fileName: string;
  code: string;
  line: number;
  column: number;
  /** The runner's steps left out for this block, and why. */
  leftOut?: { steps: string[]; reason: string };
  /** What its last step must end with, print and show, when the block declares it. */
  expected?: Expected;
}

/** A block, or a group of blocks, run in one folder; positions are those of its first block. */
export interface Example {
  file: string;
  line: number;
  column: number;
  /** The group's name, else the block's file name. */
  name: string;
  blocks: ExampleBlock[];
  /** The page's variables, defaults filled in. */
  variables: Record<string, string>;
}

/** A block marked test-skip. */
export interface SkippedExample {
  file: string;
  line: number;
  column: number;
  name: string;
  reason: string;
}

interface MetaWords {
  test: boolean;
  group?: string;
  fileOnly: boolean;
  skip?: string;
  steps?: string[];
  exit?: string;
  expect?: string;
  output: boolean;
}

/** One word of a fence's meta: `name`, `name=value`, `name="quoted value"`, or a `{1,3-5}` range; a quoted title's words are not words of the meta. */
const TOKEN = /([\w-]+)(?:=(?:"([^"]*)"|'([^']*)'|([^\s"']\S*)))?|\{[^}]*\}|"[^"]*"|'[^']*'|\S+/g;
const WORDS = new Set(['test', 'test-file', 'test-skip', 'test-steps', 'test-exit', 'expect']);

function metaWords(meta: string): MetaWords {
  const words: MetaWords = { test: false, fileOnly: false, output: isOutputMeta(meta) };
  for (const m of meta.matchAll(TOKEN)) {
    if (!m[1] || !WORDS.has(m[1])) continue;
    const value = m[2] ?? m[3] ?? m[4];
    if (m[1] === 'test') {
      words.test = true;
      if (value !== undefined) words.group = value;
    } else if (m[1] === 'test-file') words.fileOnly = true;
    else if (m[1] === 'test-steps') words.steps = (value ?? '').split(/[\s,]+/).filter(Boolean);
    else if (m[1] === 'test-exit') words.exit = value ?? '';
    else if (m[1] === 'expect') words.expect = value ?? '';
    else words.skip = value ?? '';
  }
  return words;
}

/** A title that names a file (`sm3_demo.c`, `src/demo.h`) is the block's file name; a caption is not. */
const FILE_NAME = /^(?!.*\.\.)[\w.+-]+(?:\/[\w.+-]+)*\.\w+$/;

/** The runner key of a fence language: its own entry, or the runner that lists it among its aliases. */
export function runnerOf(config: ExamplesConfig, lang: string): string | undefined {
  const wanted = lang.toLowerCase();
  if (config.runners[wanted]) return wanted;
  return Object.entries(config.runners).find(([, runner]) => runner.aliases?.some((a) => a.toLowerCase() === wanted))?.[0];
}

/** The page's value of each variable, or an error at its front matter line when the config does not allow it. */
function pageVariables(config: ExamplesConfig, entry: Entry, diagnostics: Diagnostic[]): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [name, variable] of Object.entries(config.variables ?? {})) {
    const given = entry.frontMatter[name];
    const value = given === undefined ? variable.default : String(given);
    if (variable.values && !variable.values.includes(value)) {
      diagnostics.push(
        error('example-variable', `front matter \`${name}: ${value}\` is not one of the values site.config.ts allows for examples`, {
          file: entry.source.absPath,
          ...(given !== undefined && entryFieldPosition(entry, name)),
          hint: `use one of ${variable.values.join(', ')}, or add it to examples.variables.${name}.values`,
        }),
      );
    }
    variables[name] = value;
  }
  return variables;
}

/** The examples and skipped blocks of one Markdown file, with problems in their marking as diagnostics. */
export function examplesOf(entry: Entry, config: ExamplesConfig): { examples: Example[]; skipped: SkippedExample[]; diagnostics: Diagnostic[] } {
  const file = entry.source.absPath;
  const diagnostics: Diagnostic[] = [];
  const examples: Example[] = [];
  const skipped: SkippedExample[] = [];
  const groups = new Map<string, Example>();
  const at = (block: FencedBlock) => ({ file, line: block.line, column: block.column });
  let variables: Record<string, string> | undefined;
  const blocks = fencedBlocks(entry.source.text.replace(/^\uFEFF/, ''), entry.bodyLine);
  let before: Before;
  for (const block of blocks) {
    const words = metaWords(block.meta);
    if (words.output) {
      attachOutput(before, block, words.test || words.fileOnly || words.skip !== undefined, at(block), diagnostics);
      before = undefined;
      continue;
    }
    before = undefined;
    if (!words.test && words.skip === undefined) {
      if (words.exit !== undefined || words.expect !== undefined)
        diagnostics.push(
          error('example-meta', '`test-exit` and `expect` declare the outcome of a tested block, and this block is not tested', {
            ...at(block),
            hint: 'add `test` to the fence, or remove test-exit and expect',
          }),
        );
      if (words.fileOnly)
        diagnostics.push(
          error('example-meta', '`test-file` needs `test=<group>`: a file is written for the other blocks of its group', {
            ...at(block),
            hint: 'add test=<group> to this block and to the blocks that use the file',
          }),
        );
      continue;
    }
    const title = parseCodeMeta(block.meta).title;
    if (words.steps !== undefined && (!words.test || !words.skip?.trim())) {
      diagnostics.push(
        error('example-meta', '`test-steps` runs some steps of a tested block: it needs `test`, and `test-skip="why"` for the steps it leaves out', {
          ...at(block),
          hint: 'write test test-steps="compile,link" test-skip="needs a module installed with a password"',
        }),
      );
      continue;
    }
    if (words.skip !== undefined && words.steps === undefined) {
      if (words.test)
        diagnostics.push(
          error('example-meta', 'a block is either tested (`test`) or skipped (`test-skip="why"`), not both', { ...at(block), hint: 'remove one of the two words from the fence' }),
        );
      else if (!words.skip.trim())
        diagnostics.push(
          error('example-meta', '`test-skip` needs the reason it cannot run here', {
            ...at(block),
            hint: 'write test-skip="needs a hardware card" (the reason is listed in the report)',
          }),
        );
      else {
        skipped.push({ ...at(block), name: title ?? `${block.lang} block`, reason: words.skip });
        before = 'skipped';
      }
      continue;
    }
    const runner = words.fileOnly ? undefined : runnerOf(config, block.lang);
    if (!words.fileOnly && !runner) {
      const known = Object.keys(config.runners).join(', ') || 'none';
      diagnostics.push(
        error('example-runner', `no runner for \`${block.lang}\` blocks in examples.runners of the site config (runners: ${known})`, {
          ...at(block),
          hint: 'add a runner for the language (or an alias), mark the block test-file in a group, or test-skip="why"',
        }),
      );
      continue;
    }
    if (words.fileOnly && words.group === undefined) {
      diagnostics.push(
        error('example-meta', '`test-file` needs `test=<group>`: a file is written for the other blocks of its group', {
          ...at(block),
          hint: 'add test=<group> to this block and to the blocks that use the file',
        }),
      );
      continue;
    }
    let leftOut: ExampleBlock['leftOut'];
    if (words.steps && runner) {
      const all = config.runners[runner]!.steps.map((s) => s.name);
      const unknown = words.steps.filter((s) => !all.includes(s));
      if (unknown.length) {
        diagnostics.push(
          error('example-meta', `\`test-steps\` names ${unknown.join(', ')}, which the ${runner} runner does not have (its steps: ${all.join(', ')})`, {
            ...at(block),
            hint: 'name steps of the runner in examples.runners of the site config',
          }),
        );
        continue;
      }
      leftOut = { steps: all.filter((s) => !words.steps!.includes(s)), reason: words.skip! };
    }
    const runsLastStep = Boolean(runner) && !leftOut?.steps.includes(config.runners[runner!]!.steps.at(-1)?.name ?? '');
    const expected = declaredOutcome(words, !runsLastStep && !words.fileOnly, at(block), diagnostics);
    variables ??= pageVariables(config, entry, diagnostics);
    const example: Example = (words.group !== undefined && groups.get(words.group)) || { ...at(block), name: words.group ?? '', blocks: [], variables };
    const extension = (runner ? config.runners[runner]!.extension : config.runners[runnerOf(config, block.lang) ?? '']?.extension) ?? block.lang;
    const fileName = title && FILE_NAME.test(title) ? title : `example-${example.blocks.length + 1}.${extension}`;
    const exampleBlock: ExampleBlock = {
      lang: block.lang,
      ...(runner && { runner }),
      fileName,
      code: block.code,
      line: block.line,
      column: block.column,
      ...(leftOut && { leftOut }),
      ...(expected && { expected }),
    };
    example.blocks.push(exampleBlock);
    before = { tested: exampleBlock, runsLastStep };
    if (!example.name) example.name = title && FILE_NAME.test(title) ? title : `${block.lang} block`;
    if (words.group !== undefined && !groups.has(words.group)) groups.set(words.group, example);
    if (example.blocks.length === 1) examples.push(example);
  }
  for (const [name, group] of groups) {
    if (group.blocks.every((b) => !b.runner)) {
      diagnostics.push(
        error('example-meta', `the example group \`${name}\` has only test-file blocks: nothing runs them`, {
          file,
          line: group.line,
          column: group.column,
          hint: 'add a block to the group that compiles or runs the files, or drop test-file from one',
        }),
      );
    }
  }
  return { examples: examples.filter((e) => e.blocks.some((b) => b.runner)), skipped, diagnostics };
}
