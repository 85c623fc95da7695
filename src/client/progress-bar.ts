/** How long a navigation may take before the progress bar shows (SPEC §9). */
export const PROGRESS_DELAY_MS = 200;

/**
 * A thin bar fixed at the top of the viewport while a slow navigation loads.
 * Created outside the React tree, so it never affects hydration.
 */
export function createProgressBar(doc: Document) {
  let bar: HTMLDivElement | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    /** Shows the bar if `done` is not called within the delay. */
    start() {
      clearTimeout(timer);
      timer = setTimeout(() => {
        bar ??= doc.body.appendChild(Object.assign(doc.createElement('div'), { className: 'nav-progress' }));
        bar.setAttribute('role', 'progressbar');
        bar.setAttribute('aria-label', 'Loading');
        bar.hidden = false;
      }, PROGRESS_DELAY_MS);
    },
    done() {
      clearTimeout(timer);
      if (bar) bar.hidden = true;
    },
  };
}
