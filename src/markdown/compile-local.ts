// The compiler as the main thread takes it when it compiles a few pages itself
// (an edit's build): bundled with its packages into dist/compile-local.cjs, as
// the compile worker is, so that the thread reads one file instead of
// resolving and loading the two hundred small modules of MDX, shiki and KaTeX
// (and that file with V8's code cache: local-compiler.ts).
export { compileMarkdown } from './compile.js';
export { COMMON_LANGUAGES, createCodeHighlighter } from './highlighter.js';
export { highlightBlock } from './plugins/rehype-code.js';
