import { useEffect, useState, type RefObject } from 'react';

/** Ctrl+K (⌘K on a Mac) focuses the input; returns the hint to show for it. */
export function useSearchShortcut(input: RefObject<HTMLInputElement | null>): string {
  // The server cannot know the platform: Ctrl first, ⌘ once mounted on a Mac.
  const [hint, setHint] = useState('Ctrl K');
  useEffect(() => {
    if (/Mac|iPhone|iPad/.test(navigator.platform)) setHint('⌘ K');
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        input.current?.focus();
        input.current?.select();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [input]);
  return hint;
}
