// Problems found once per page can be one problem: every page bundling a
// component the site swizzled reports that component's syntax error, with the
// same words at the same place (153 times on a site of 153 pages).
import type { Diagnostic } from '../model.js';

/** The diagnostics in their order, each said once: a repeat (same kind, words, hint and place) is left out. */
export function distinct(diagnostics: Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return diagnostics.filter((d) => {
    const key = JSON.stringify([d.severity, d.code, d.message, d.hint, d.file, d.line, d.column]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
