// The stylesheets a page carries in its head (templates/document.ts), as the
// renderer hashes them for the Content-Security-Policy: the very same text.

/** CSS safe inside <style>: no `</style` can close it early (in CSS, `\/` is `/`). */
export const styleText = (css: string) => css.replace(/<\/style/gi, '<\\/style');
