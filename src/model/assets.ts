// The browser assets made from the tool's own files: the stylesheet, the
// client bundle and KaTeX's stylesheet and fonts.

/** The browser code of the site: files to write and what each page must load. */
export interface ClientBundle {
  /** Output path (relative to the build folder) → contents. */
  files: [string, string][];
  /** URL path of the early entry (what works without React: src/client/early.ts), below the base URL. */
  early: string;
  /** Chunks the early entry imports at once. */
  earlyPreload: string[];
  /** URL path of the React client's entry, below the base URL. */
  entry: string;
  /** Chunks the entry imports at once, to preload in parallel with it. */
  preload: string[];
  /** Per template module (e.g. templates/docs/DocPage.tsx): its chunk and the chunks it imports. */
  pageChunks: Record<string, string[]>;
  /**
   * Per template module: its chunk and every chunk it needs on a page whose
   * React client has not come (all it imports, directly or through another
   * chunk, but what the early entry loaded), to preload at once.
   */
  earlyChunks: Record<string, string[]>;
}

export interface KatexAssets {
  /** URL of the stylesheet pages with math link. */
  href: string;
  /** The stylesheet: path below the build folder, and text. */
  css: { file: string; text: string };
  /** Fonts to copy: path below the build folder → source file. */
  fonts: [string, string][];
}

/** The site's one stylesheet, which every page carries in its head. */
export interface Stylesheet {
  css: string;
  /** Files the site's stylesheets name in url(): output path → source file. */
  files?: [string, string][];
}

/** The stylesheet and the browser bundle: made from the tool's own files alone. */
export interface BrowserAssets {
  styles: Stylesheet;
  client: ClientBundle;
}
