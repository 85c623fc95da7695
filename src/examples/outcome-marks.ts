// The marks of an expected outcome, checked where they are written:
// `test-exit=N` and `expect="…"` on a tested block, and the `output` fence
// right after one. Each is checked on the block's last step (the runner's run),
// so a block must run that step to declare them.
import { error } from '../diagnostics/build-error.js';
import type { FencedBlock } from '../markdown/fenced-blocks.js';
import type { Diagnostic } from '../model.js';
import type { ExampleBlock } from './example-blocks.js';
import type { Expected } from './expected-output.js';

type Place = { file: string; line: number; column: number };

/** The block before an output fence: a tested block (and whether it runs its runner's last step), a skipped one (shown, not compared), or another fence. */
export type Before = { tested: ExampleBlock; runsLastStep: boolean } | 'skipped' | undefined;

const LAST_STEP_HINT = 'remove the expected outcome, or let test-steps keep the last step';

/** The outcome a tested block declares in its meta, or undefined (nothing declared, or an error pushed). */
export function declaredOutcome(words: { exit?: string; expect?: string; fileOnly: boolean }, leftOutLast: boolean, place: Place, diagnostics: Diagnostic[]): Expected | undefined {
  if (words.exit === undefined && words.expect === undefined) return undefined;
  if (words.fileOnly || leftOutLast) {
    const why = words.fileOnly ? 'a test-file block is only written as a file' : 'test-steps leaves out its last step';
    diagnostics.push(error('example-meta', `\`test-exit\` and \`expect\` are checked on a block's last step, and ${why}`, { ...place, hint: LAST_STEP_HINT }));
    return undefined;
  }
  if (words.exit !== undefined && (!/^\d{1,3}$/.test(words.exit) || Number(words.exit) > 255)) {
    diagnostics.push(
      error('example-meta', `\`test-exit=${words.exit}\` is not an exit status (0 to 255)`, {
        ...place,
        hint: 'write the status the block must end with, such as test-exit=1',
      }),
    );
    return undefined;
  }
  if (words.expect !== undefined && !words.expect) {
    diagnostics.push(error('example-meta', '`expect` needs the text standard error must hold', { ...place, hint: 'write expect="unable to load"' }));
    return undefined;
  }
  return { exit: Number(words.exit ?? 0), ...(words.expect && { stderr: words.expect }) };
}

/** Attaches an output fence to the tested block before it; an error at the fence when there is none. */
export function attachOutput(before: Before, fence: FencedBlock, marked: boolean, place: Place, diagnostics: Diagnostic[]): void {
  const problem = (message: string, hint: string) => diagnostics.push(error('example-meta', message, { ...place, hint }));
  if (marked) return void problem('an output block is compared with a run, not run itself', 'remove test, test-skip or test-file from the output fence');
  if (before === 'skipped') return;
  if (!before) {
    return void problem(
      'an output block shows what the block right before it prints, and that block is not tested',
      'mark the block before it `test` (or `test-skip="why"`), with no other fence between them',
    );
  }
  const block = before.tested;
  if (!before.runsLastStep) {
    const why = block.runner ? 'test-steps leaves out its last step' : 'a test-file block is only written as a file';
    return void problem(`an output block is compared with what a block's last step prints, and ${why}`, LAST_STEP_HINT);
  }
  block.expected = { exit: 0, ...block.expected, output: { text: fence.code, line: fence.line } };
}
