// The script the dev server adds to every page under --watch. It is a string,
// not a module of src/client: it must run on pages that never load the site's
// client bundle (the not-found page, a page whose bundle failed), and it must
// not be in the built site. After a rebuild it reloads the page only when the
// page changed: a change to the page's own data is left to the site's client
// to swap in (REBUILT_EVENT), a change to what pages share reloads.
import { LIVE_RELOAD_ATTRIBUTE, liveKey, REBUILT_EVENT } from '../shared/live-update.js';

const SOURCE = String.raw`
(function () {
  var es = new EventSource(EVENTS);
  var build = BUILD;
  var keyOf = LIVE_KEY;
  var host;
  function hide() { if (host) { host.remove(); host = undefined; } }
  function el(parent, tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text) e.textContent = text;
    parent.appendChild(e);
    return e;
  }
  function show(errors) {
    hide();
    host = document.createElement('tongsite-error-overlay');
    host.setAttribute('role', 'alertdialog');
    host.setAttribute('aria-label', 'Build failed');
    var root = host.attachShadow({ mode: 'open' });
    el(root, 'style', '', STYLE);
    var box = el(root, 'div', 'box');
    var close = el(box, 'button', 'close', '\u00d7');
    close.setAttribute('aria-label', 'Close');
    close.onclick = hide;
    el(box, 'h1', '', errors.length === 1 ? 'Build failed: 1 error' : 'Build failed: ' + errors.length + ' errors');
    el(box, 'p', 'note', 'This page is the last good build. Fix the file and the page reloads by itself.');
    errors.forEach(function (e) {
      var item = el(box, 'section', 'error');
      el(item, 'div', 'where', e.location || '(no file)');
      el(item, 'div', 'message', e.message + ' [' + e.code + ']');
      if (e.frame) el(item, 'pre', 'frame', e.frame);
      if (e.hint) el(item, 'div', 'hint', 'hint: ' + e.hint);
    });
    document.documentElement.appendChild(host);
  }
  function reload() { es.close(); location.reload(); }
  function apply(event) {
    var state = JSON.parse(event.data);
    if (state.build !== build) {
      // The next build, with its list of changes: act on this page's; a build missed (a reconnection) reloads.
      var update = event.type === 'reload' && state.build === build + 1 ? state.update : undefined;
      var change = NOT_FOUND || !update || update.all ? 'chrome' : update.pages[keyOf(location.pathname)];
      build = state.build;
      if (change === 'chrome') return reload();
      var told = new CustomEvent(REBUILT, { detail: change, cancelable: true });
      if (window.dispatchEvent(told) && change === 'page') return reload();
    }
    if (state.errors.length) show(state.errors); else hide();
  }
  es.addEventListener('hello', apply);
  es.addEventListener('reload', apply);
  es.addEventListener('errors', apply);
})();
`;

const STYLE = [
  ':host{position:fixed;inset:0;z-index:2147483647;background:rgba(0,0,0,.66);overflow:auto;font:14px/1.5 system-ui,sans-serif}',
  '.box{position:relative;max-width:960px;margin:48px auto;padding:24px 28px;background:#181818;color:#eee;border-top:4px solid #e5484d;border-radius:6px}',
  'h1{margin:0 0 4px;font-size:18px;color:#ff6369}.note{margin:0 0 16px;color:#aaa}',
  '.error{margin:16px 0 0}.where{font-family:ui-monospace,monospace;color:#7cc4ff}.message{margin:4px 0;white-space:pre-wrap}',
  '.frame{margin:8px 0;padding:12px;background:#0d0d0d;border-radius:4px;overflow:auto;font:13px/1.45 ui-monospace,monospace}',
  '.hint{color:#ffd479}.close{position:absolute;top:8px;right:12px;background:none;border:0;color:#aaa;font-size:24px;cursor:pointer}',
].join('');

/**
 * The `<script>` element for a page served from build number `build`,
 * connecting to `events`; a not-found page reloads after every build (the
 * page it stands for may exist now).
 */
export function liveReloadScript(events: string, build: number, notFound = false): string {
  const values: Record<string, string> = {
    EVENTS: JSON.stringify(events),
    STYLE: JSON.stringify(STYLE),
    BUILD: String(build),
    NOT_FOUND: String(notFound),
    LIVE_KEY: `(${liveKey.toString()})`,
    REBUILT: JSON.stringify(REBUILT_EVENT),
  };
  const code = SOURCE.replace(/\b(EVENTS|STYLE|BUILD|NOT_FOUND|LIVE_KEY|REBUILT)\b/g, (name) => values[name]!);
  return `<script ${LIVE_RELOAD_ATTRIBUTE}>${code}</script>\n`;
}
