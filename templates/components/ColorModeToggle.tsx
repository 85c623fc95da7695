import { useEffect, useState } from 'react';
import { useT, useSite } from '../context.js';
import { MoonIcon, SunIcon } from './Icons.js';

type Mode = 'light' | 'dark';
const STORAGE_KEY = 'theme';

const applied = (): Mode => (document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light');

/**
 * Switches light/dark. The server renders the default mode; after hydration the
 * button names the mode the inline theme script applied, follows other tabs
 * (storage events) and the system while the reader has chosen nothing.
 */
export function ColorModeToggle() {
  const site = useSite();
  const t = useT();
  const [mode, setMode] = useState<Mode>(site.colorMode.defaultMode);
  useEffect(() => {
    setMode(applied());
    const apply = (next: Mode) => {
      document.documentElement.setAttribute('data-theme', next);
      setMode(next);
    };
    const onStorage = (e: StorageEvent) => {
      if (e.key === STORAGE_KEY && (e.newValue === 'light' || e.newValue === 'dark')) apply(e.newValue);
    };
    const media = window.matchMedia('(prefers-color-scheme: dark)');
    const onSystem = () => {
      let stored: string | null = null;
      try {
        stored = localStorage.getItem(STORAGE_KEY);
      } catch {
        // storage blocked: follow the system
      }
      if (!stored && site.colorMode.respectPrefersColorScheme) apply(media.matches ? 'dark' : 'light');
    };
    window.addEventListener('storage', onStorage);
    media.addEventListener('change', onSystem);
    return () => {
      window.removeEventListener('storage', onStorage);
      media.removeEventListener('change', onSystem);
    };
  }, [site.colorMode.respectPrefersColorScheme]);
  if (site.colorMode.disableSwitch) return null;
  const label = t('theme.colorToggle.ariaLabel', { mode: t(`theme.colorToggle.ariaLabel.mode.${mode}`) });
  const toggle = () => {
    // From the page, not the state: the mode may have been switched before hydration (src/shared/inline-scripts.ts).
    const next: Mode = applied() === 'dark' ? 'light' : 'dark';
    document.documentElement.setAttribute('data-theme', next);
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // the choice lasts for this page only
    }
    setMode(next);
  };
  return (
    <button type="button" className="color-mode-toggle" aria-label={label} title={label} onClick={toggle}>
      <SunIcon />
      <MoonIcon />
    </button>
  );
}
