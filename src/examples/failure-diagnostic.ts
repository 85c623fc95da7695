// A failed example as a diagnostic at the block whose step failed: the step,
// how it ended or what it printed against what the block declares, and the
// runner's output, in one of the places the example is written.
import { error } from '../diagnostics/build-error.js';
import type { Diagnostic } from '../model.js';
import type { ExampleOutcome } from './check-examples.js';
import type { Example } from './example-blocks.js';
import { quoted } from './expected-output.js';
import type { ExampleFailure } from './run-example.js';

/** What went wrong, after "the run step": how it ended, or which expectation it missed (the output block's line is this copy's). */
function howItEnded(how: ExampleFailure['how'], outputLine?: number): string {
  switch (how.kind) {
    case 'exit':
      if (how.expected === undefined) return `exited with ${how.code}`;
      return how.code === 0
        ? `succeeded (exit 0), but the block expects it to fail with exit status ${how.expected} (test-exit=${how.expected})`
        : `exited with ${how.code}, but the block expects exit status ${how.expected}`;
    case 'time-out':
      return `did not finish in ${how.seconds} s (time-out)`;
    case 'signal':
      return `was killed by ${how.signal}`;
    case 'stderr':
      return `did not print "${how.expected}" on standard error (expect="…")`;
    case 'output':
      return `printed an output that differs from the output block at line ${outputLine ?? how.line}`;
  }
}

/** The expected and the actual text, for a missed expectation; the runner's output otherwise. */
function printed(failure: ExampleFailure): string {
  const { how } = failure;
  if (how.kind === 'output') return `the output block expects:\n${quoted(how.expected)}\n  the run printed on standard output:\n${quoted(how.actual)}`;
  if (how.kind === 'stderr') return `the run printed on standard error:\n${quoted(how.actual)}`;
  return `the runner printed:\n${(failure.output || '(nothing)').replace(/^/gm, '    ')}`;
}

export function failureAt(outcome: ExampleOutcome, example: Example): Diagnostic {
  const failure = outcome.failure!;
  const block = example.blocks[failure.block]!;
  const vars = Object.entries(outcome.variables)
    .map(([k, v]) => `${k}=${v}`)
    .join(', ');
  const of = example.blocks.length > 1 ? ` of ${block.fileName}` : '';
  return error('example-failed', `example \`${outcome.name}\`: the ${failure.step} step${of} ${howItEnded(failure.how, block.expected?.output?.line)}${vars ? ` (${vars})` : ''}`, {
    file: example.file,
    line: block.line,
    column: block.column,
    hint: `${printed(failure)}\n  fix the block${block.expected ? ' or what it expects' : ''}, or mark it test-skip="why" if it cannot run here`,
  });
}
