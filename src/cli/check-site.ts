// `tongsite check`: a whole build in memory (nothing written), reduced to what a
// CI gate needs: the link findings, each at the place it is written, and an exit
// code. The site config's onBrokenLinks/onBrokenAnchors only decide whether the
// build stops; the gate's rule is fixed here, by code, so that it is the same
// for every site.
import { build, CHECK } from '../api.js';
import { sortDiagnostics } from '../diagnostics/report.js';
import type { Diagnostic } from '../model.js';

/** Codes of the link check: everything `check` reports besides errors that stopped the build. */
export const LINK_CODES = new Set(['broken-link', 'broken-anchor', 'missing-image', 'missing-file']);

/** The options of `tongsite check`. */
export interface CheckOptions {
  /** Path of site.config.ts; default `site.config.ts` in the working folder. */
  config?: string;
  /** Broken anchors fail the check too. */
  strict?: boolean;
  /** Reports build stages as they start. */
  onStage?: (stage: string) => void;
}

/** What the check found. */
export interface CheckResult {
  /** Link findings, and errors that stopped the build, sorted by file, line, column; severities as the gate sees them. */
  findings: Diagnostic[];
  /** The build stopped before its link check: links were not (all) checked. */
  incomplete: boolean;
  /** Pages checked, when the build got that far. */
  pages?: number;
  /** 1 when a finding is an error (a broken link, a missing image or file, an anchor under --strict, a failed build). */
  exitCode: 0 | 1;
  durationMs: number;
}

/** The severity the gate gives a diagnostic; undefined when check does not report it. */
function gateSeverity(d: Diagnostic, strict: boolean): Diagnostic['severity'] | undefined {
  if (d.code === 'broken-anchor') return strict ? 'error' : 'warning';
  if (LINK_CODES.has(d.code)) return 'error';
  if (d.code === 'author-script') return 'warning';
  return d.severity === 'error' ? 'error' : undefined;
}

/** Builds the site in memory and returns its link findings with the exit code the gate gives them. */
export async function checkSite(options: CheckOptions = {}): Promise<CheckResult> {
  const result = await build({ config: options.config ?? 'site.config.ts', policy: CHECK, ...(options.onStage && { onStage: options.onStage }) });
  const findings: Diagnostic[] = [];
  for (const d of result.diagnostics) {
    const severity = gateSeverity(d, options.strict ?? false);
    if (severity) findings.push({ ...d, severity });
  }
  const incomplete = !result.ok && result.diagnostics.some((d) => d.severity === 'error' && !LINK_CODES.has(d.code));
  const pages = result.ok ? Object.values(result.pages).reduce((a, b) => a + b, 0) : undefined;
  return {
    findings: sortDiagnostics(findings),
    incomplete,
    ...(pages !== undefined && { pages }),
    exitCode: incomplete || findings.some((d) => d.severity === 'error') ? 1 : 0,
    durationMs: result.durationMs,
  };
}
