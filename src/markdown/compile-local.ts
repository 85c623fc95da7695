// The compiler as the main thread takes it when it compiles a few pages itself
// (an edit's build): bundled with its packages into dist/compile-local.js, as
// the compile worker is, so that the thread reads a few files instead of
// resolving and loading the two hundred small modules of MDX, shiki and KaTeX.
export { compileMarkdown } from './compile.js';
export { COMMON_LANGUAGES, createCodeHighlighter } from './highlighter.js';
export { highlightBlock } from './plugins/rehype-code.js';
