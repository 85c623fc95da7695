// An output block: the fence after a tested example marked `output` shows what
// the example prints. `check --examples` compares it with the run; pages show
// it as program output, apart from code. `[..]` in it stands for text that
// varies from run to run (a key, a time, an address), and readers see an ellipsis.

/** Within a line of an output block: any text. */
export const ANY_TEXT = '[..]';
/** A line of its own in an output block: any number of lines. */
export const ANY_LINES = '...';

/** Whether a fence's meta marks it as an output block: the word `output`, outside quoted values. */
export const isOutputMeta = (meta: string | undefined): boolean => meta !== undefined && /(?:^|\s)output(?=\s|$)/.test(meta.replace(/"[^"]*"|'[^']*'/g, '""'));

/** The text of an output block as readers see it: `[..]` is shown as an ellipsis. */
export const outputForReaders = (text: string) => text.split(ANY_TEXT).join('…');
