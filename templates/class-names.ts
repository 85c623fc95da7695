/** A `class` attribute from the names given, the false and empty ones left out (as the `clsx` theme-classic uses). */
export const classNames = (...names: (string | false | null | undefined)[]) => names.filter(Boolean).join(' ');
