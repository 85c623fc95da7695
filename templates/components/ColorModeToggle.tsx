import { useT, useSite } from '../context.js';
import { MoonIcon, SunIcon } from './Icons.js';

/**
 * Switches light/dark. The server cannot know the reader's choice, so it names
 * the default mode; the inline theme script and the client correct it.
 */
export function ColorModeToggle() {
  const site = useSite();
  const t = useT();
  if (site.colorMode.disableSwitch) return null;
  const mode = t(`theme.colorToggle.ariaLabel.mode.${site.colorMode.defaultMode}`);
  const label = t('theme.colorToggle.ariaLabel', { mode });
  return (
    <button type="button" className="color-mode-toggle" aria-label={label} title={label}>
      <SunIcon />
      <MoonIcon />
    </button>
  );
}
