// The data passed between the stages of the pipeline, and from the pipeline to
// the templates and the browser: every stage takes its inputs and returns its
// results in these types, so that no stage needs another's module to read
// what it was given. See src/README.md for which stage makes what.
export type * from './model/assets.js';
export type * from './model/config.js';
export type * from './model/content.js';
export type * from './model/docs-client.js';
export type * from './model/docs-config.js';
export type * from './model/examples-config.js';
export type * from './model/plugins.js';
export type * from './model/render.js';
export type * from './model/search.js';
export type * from './model/site-data.js';
export type * from './model/stages.js';
export type * from './model/templates.js';
