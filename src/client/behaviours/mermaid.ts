import type { SiteData } from '../../model.js';

/** The part of mermaid's API diagrams are drawn with (mermaid 10 and 11). */
interface MermaidApi {
  initialize(config: Record<string, unknown>): void;
  render(id: string, text: string): Promise<{ svg: string; bindFunctions?: (element: Element) => void }>;
}

const CONTAINER = '.docusaurus-mermaid-container[data-mermaid]';

type Mode = 'light' | 'dark';

/**
 * Draws the page's ```mermaid blocks (templates/mdx/components.tsx writes
 * their text) with the site's mermaid, as @docusaurus/theme-mermaid does: in
 * mermaid's theme for the reader's colour mode, drawn again when the mode
 * changes. The renderer is imported the first time a page on screen has a
 * diagram, so pages without one never load it. Returns what to call after
 * each page is shown.
 */
export function installMermaid(win: Window, config: NonNullable<SiteData['mermaid']>): () => void {
  const doc = win.document;
  const sources = new WeakMap<Element, string>();
  let renderer: Promise<MermaidApi> | undefined;
  let drawing: Promise<void> = Promise.resolve();
  let count = 0;
  const mode = (): Mode => (doc.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light');

  const draw = async (box: HTMLElement, mermaid: MermaidApi, wanted: Mode) => {
    const text = sources.get(box) ?? box.textContent ?? '';
    sources.set(box, text);
    // Mermaid's ids end up in CSS selectors of the SVG: a plain counter, never React's ids.
    const id = `mermaid-svg-${++count}`;
    try {
      const { svg, bindFunctions } = await mermaid.render(id, text);
      box.innerHTML = svg;
      bindFunctions?.(box);
      box.dataset.mermaid = wanted;
    } catch (e) {
      // Mermaid leaves its error drawing in the body; the source stays shown instead.
      doc.getElementById(`d${id}`)?.remove();
      box.dataset.mermaid = 'error';
      console.error(`This mermaid diagram cannot be drawn: ${(e as Error).message ?? e}`);
    }
  };

  /** Draws each diagram not drawn yet in the current mode, one at a time (mermaid's state is one global). */
  const update = () => {
    drawing = drawing.then(async () => {
      const wanted = mode();
      const boxes = [...doc.querySelectorAll<HTMLElement>(CONTAINER)].filter((box) => box.dataset.mermaid !== wanted && box.dataset.mermaid !== 'error');
      if (!boxes.length) return;
      let mermaid: MermaidApi;
      try {
        mermaid = await (renderer ??= import(/* @vite-ignore */ config.url).then((m: { default: MermaidApi }) => m.default));
      } catch (e) {
        for (const box of boxes) box.dataset.mermaid = 'error';
        console.error(`The mermaid renderer cannot be loaded from ${config.url}: ${(e as Error).message ?? e}`);
        return;
      }
      // The mode's theme over the site's options, as theme-mermaid's useMermaidConfig gives them.
      mermaid.initialize({ startOnLoad: false, ...config.options, theme: config.theme[wanted] });
      for (const box of boxes) if (box.isConnected) await draw(box, mermaid, wanted);
    });
  };

  new MutationObserver(update).observe(doc.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  update();
  return update;
}
