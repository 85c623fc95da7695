// A failed build as the browser overlay shows it: the same place, message, code
// frame and hint as the terminal report, as data the page renders as text.
import { readFileSync } from 'node:fs';
import { codeFrame } from '../diagnostics/code-frame.js';
import { location, sortDiagnostics } from '../diagnostics/report.js';
import type { Diagnostic } from '../model.js';

/** One error in the overlay; `location` is `file:line:column` relative to the working folder. */
export interface OverlayError {
  location: string;
  message: string;
  code: string;
  frame?: string;
  hint?: string;
}

/** The errors of a failed build, sorted by place, each with a code frame when its file and line are known. */
export function overlayErrors(diagnostics: Diagnostic[], cwd = process.cwd()): OverlayError[] {
  return sortDiagnostics(diagnostics.filter((d) => d.severity === 'error')).map((d) => {
    let frame: string | undefined;
    if (d.file && d.line) {
      try {
        frame = codeFrame(readFileSync(d.file, 'utf8'), d.line, d.column);
      } catch {
        // The file was deleted or renamed since the build read it: no frame, the place still says where.
      }
    }
    return { location: location(d, cwd), message: d.message, code: d.code, ...(frame && { frame }), ...(d.hint && { hint: d.hint }) };
  });
}
