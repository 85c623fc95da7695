// What the Docusaurus config asks for that tongsite does not do, as warnings
// placed where the config writes it: the option's key, or the plugin's name.
import { info, positionAt, warning } from '../../diagnostics/build-error.js';
import type { Diagnostic } from '../../model.js';

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Collects the config's warnings; each names the option by its path in the config and where it is written. */
export class ConfigNotes {
  readonly warnings: Diagnostic[] = [];
  private readonly said = new Set<string>();

  constructor(
    readonly file: string,
    private readonly text: string,
  ) {}

  /**
   * Where `needle` is written: as a quoted name (a plugin, a value) or as a key (`needle:`, or a method
   * `needle(…) {`), whichever comes first (a type written after the config may quote an option's name:
   * `Options["sidebarItemsGenerator"]`), else as a word; after the key `after` when it is written
   * (`remarkPlugins`: the plugin where the list names it, not where it is imported).
   */
  where(needle: string, after?: string): { file: string; line?: number; column?: number } {
    const from = after === undefined ? 0 : Math.max(0, this.keyAt(this.text, after));
    const text = this.text.slice(from);
    const e = escapeRegExp(needle);
    const quoted = new RegExp(`(['"\`])${e}\\1`).exec(text);
    const key = this.keyAt(text, needle);
    // Else the name as a word: a function or a variable the config passes (`remarkPlugins: [myPlugin]`).
    const word = quoted || key >= 0 ? null : new RegExp(`(?<![\\w$])${e}(?![\\w$])`).exec(text);
    const offset = quoted && !(key >= 0 && key < quoted.index) ? quoted.index : key >= 0 ? key : word ? word.index : -1;
    return { file: this.file, ...(offset >= 0 && positionAt(this.text, from + offset)) };
  }

  /** Where `name` is written as a key (`name:`, or a method's `name(…) {`) in `text`; -1 when it is not. */
  private keyAt(text: string, name: string): number {
    const key = new RegExp(`(?:^|[\\s{,])(?:async\\s+)?["']?(${escapeRegExp(name)})["']?\\s*(?::|\\([^)]*\\)\\s*\\{)`, 'm').exec(text);
    return key ? key.index + key[0].indexOf(key[1]!) : -1;
  }

  /**
   * One warning: `option` (its path in the config) is not done by tongsite, and
   * `instead` says what happens. `needle` is what to look for in the config's
   * text (default: the path's last key). Said once per option path.
   */
  unsupported(option: string, instead: string, needle = lastKey(option), after?: string): void {
    if (this.said.has(option)) return;
    this.said.add(option);
    this.warnings.push(
      warning('docusaurus-config', `\`${option}\` is not supported by tongsite: ${instead}`, {
        ...this.where(needle, after),
        hint: 'the rest of the site builds; remove the option to silence this, or write a site.config.ts for what tongsite offers instead',
      }),
    );
  }

  /** An option written where neither Docusaurus nor tongsite reads it (`themeConfig.headTags`): one warning, saying where it belongs. */
  misplaced(option: string, belongs: string): void {
    if (this.said.has(option)) return;
    this.said.add(option);
    this.warnings.push(
      warning('docusaurus-config', `\`${option}\` is read by neither Docusaurus nor tongsite: ${belongs}`, {
        ...this.where(lastKey(option)),
        hint: 'move it where it belongs to have it, or remove it',
      }),
    );
  }

  /** What tongsite does in place of something the config asks for, or leaves out: an info line, at `needle` (after the key `after`) when given, else the config file. */
  info(code: string, message: string, needle?: string, after?: string): void {
    this.warnings.push(info(code, message, needle ? this.where(needle, after) : { file: this.file }));
  }

  /** A file of Docusaurus' site layout that tongsite does not read. */
  aboutFile(file: string, message: string): void {
    this.warnings.push(warning('docusaurus-file', message, { file, hint: 'the rest of the site builds' }));
  }

  /** A plugin, theme or preset tongsite does not run. */
  notRun(kind: 'plugin' | 'theme' | 'preset', name: string, instead: string): void {
    const option = `${kind} ${name}`;
    if (this.said.has(option)) return;
    this.said.add(option);
    this.warnings.push(
      warning('docusaurus-plugin', `the ${kind} \`${name}\` is not run by tongsite: ${instead}`, {
        ...this.where(name),
        hint: `remove it from the config to silence this warning if tongsite's build is what you want`,
      }),
    );
  }
}

function lastKey(option: string): string {
  return (
    option
      .split('.')
      .pop()!
      .replace(/\[\d+\]$/, '') || option
  );
}
