/** How long the button says "Copied" before it reads "Copy" again. */
const COPIED_FOR_MS = 2000;

async function writeClipboard(text: string, doc: Document): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    // Older browsers and insecure origins: the selection-and-copy fallback.
    const area = Object.assign(doc.createElement('textarea'), { value: text });
    doc.body.appendChild(area);
    area.select();
    doc.execCommand('copy');
    area.remove();
  }
}

/**
 * Makes every code block's copy button work, present and future: page bodies
 * are HTML swapped in by navigation, so one delegated listener serves them all.
 */
export function installCopyButtons(doc: Document, strings: Record<string, string>): void {
  doc.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.('.code-block__copy');
    if (!(button instanceof HTMLButtonElement)) return;
    const code = button.closest('.code-block')?.querySelector('pre code');
    if (!code) return;
    // Handled: the inline loader does not keep this click for the React client to play again.
    event.preventDefault();
    void writeClipboard(code.textContent ?? '', doc).then(() => {
      button.textContent = button.dataset.copied ?? strings['theme.CodeBlock.copied'] ?? 'Copied';
      button.classList.add('code-block__copy--copied');
      setTimeout(() => {
        button.textContent = strings['theme.CodeBlock.copy'] ?? 'Copy';
        button.classList.remove('code-block__copy--copied');
      }, COPIED_FOR_MS);
    });
  });
}
