// What the theme components of an island read while it renders in the
// browser: the site's context as the templates make it for the site's code.
export { siteContent as browserContent } from '../../../templates/site-content.js';
