import type { Diagnostic } from '../model.js';

/** Thrown by a stage that cannot go on; carries every problem it found. */
export class BuildError extends Error {
  readonly diagnostics: Diagnostic[];

  constructor(diagnostics: Diagnostic[]) {
    super(diagnostics.map((d) => d.message).join('\n'));
    this.name = 'BuildError';
    this.diagnostics = diagnostics;
  }
}

/** Shorthand for an error diagnostic. */
export function error(code: string, message: string, where: Partial<Diagnostic> = {}): Diagnostic {
  return { severity: 'error', code, message, ...where };
}

/** Shorthand for a warning diagnostic. */
export function warning(code: string, message: string, where: Partial<Diagnostic> = {}): Diagnostic {
  return { severity: 'warning', code, message, ...where };
}

/** Shorthand for an info diagnostic: said once, counted neither as a warning nor as an error. */
export function info(code: string, message: string, where: Partial<Diagnostic> = {}): Diagnostic {
  return { severity: 'info', code, message, ...where };
}

/** 1-based line and column of a character offset in a text. */
export function positionAt(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}
