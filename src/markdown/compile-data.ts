import type { VFile } from 'vfile';
import type { Diagnostic, Section, TocItem } from '../model.js';

/** What the plugins learn about a file while compiling it, kept on `file.data`. */
export interface CompileData {
  sitePath: string;
  contentTitle?: string;
  titleInBody?: true;
  headings: TocItem[];
  /** Partials rendered at the top level, after how many headings (remark-partial-tocs.ts). */
  partialTocs: { at: number; sitePath: string }[];
  anchors: Set<string>;
  sections: Section[];
  hasMath: boolean;
  truncated: boolean;
  warnings: Diagnostic[];
}

/** The compile data of a file, created on first use. */
export function dataOf(file: VFile): CompileData {
  const data = file.data as { tongsite?: CompileData };
  data.tongsite ??= {
    sitePath: '',
    headings: [],
    partialTocs: [],
    anchors: new Set(),
    sections: [],
    hasMath: false,
    truncated: false,
    warnings: [],
  };
  return data.tongsite;
}

/** The names of the components the plugins emit; the renderer provides them. */
export const COMPONENTS = {
  admonition: 'TongsiteAdmonition',
  codeBlock: 'TongsiteCodeBlock',
  details: 'TongsiteDetails',
  math: 'TongsiteMath',
  mermaid: 'TongsiteMermaid',
  truncate: 'TongsiteTruncate',
} as const;
