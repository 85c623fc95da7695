/**
 * Fills `{name}` placeholders; with a `count`, picks the plural form of a
 * `one|many` message by the locale's plural rules first.
 */
export function translate(message: string, values: Record<string, string | number> = {}, lang = 'en'): string {
  let text = message;
  if (typeof values.count === 'number' && message.includes('|')) {
    const forms = message.split('|');
    const rule = new Intl.PluralRules(lang).select(values.count);
    text = (rule === 'one' ? forms[0] : forms[forms.length - 1]) ?? message;
  }
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
