// The scripts every page runs inline in its head, before anything else: the
// colour mode before first paint, the banner shown when the site is served
// outside its base URL, the loader of the React client, and the colour toggle
// and search shortcut until it has come. The templates write them; the
// renderer allows each in the page's Content-Security-Policy by its hash.
import type { SiteData } from '../model.js';
import { LIVE_RELOAD_ATTRIBUTE } from './live-update.js';
import { CLICK_REPLAY_ATTRIBUTE, CLIENT_SCRIPT_ID, CLIENT_WAKE_EVENT, EARLY_SEARCH_ATTRIBUTE, HYDRATING_ATTRIBUTE, SEARCH_BOX_SELECTOR } from './page-data.js';

/**
 * Shows "Your site did not load properly" when the page is served outside the
 * configured base URL (its styles and scripts then fail to load).
 */
function baseUrlScript(site: SiteData): string {
  return `(function(){var b=${JSON.stringify(site.baseUrl)};if(location.pathname.indexOf(b)===0)return;document.addEventListener('DOMContentLoaded',function(){var d=document.createElement('div');d.className='base-url-banner';d.setAttribute('role','alert');d.textContent=${JSON.stringify(site.strings['baseUrl.banner'] ?? 'Your site did not load properly.')};document.body.insertBefore(d,document.body.firstChild)})})()`;
}

/**
 * Runs before first paint: applies the stored or system colour mode (no flash of
 * the wrong theme), marks that script runs, and hides a dismissed announcement.
 * As Docusaurus' theme script (theme-classic inlineScripts.ts): the mode the URL
 * asks for (`?docusaurus-theme=dark`, for a page embedded or shot in one mode);
 * else a choice the reader stored, unless the switch is disabled; else, when the
 * site respects the system's preference, the system's mode, light or dark; else
 * the default. And as its data-attribute script: each `docusaurus-data-<name>`
 * of the URL's query becomes the root's `data-<name>` (`?docusaurus-data-mode=embed`),
 * for a site's CSS to read.
 */
export function themeScript(site: SiteData): string {
  const { respectPrefersColorScheme, disableSwitch, defaultMode } = site.colorMode;
  const stored = disableSwitch ? '' : `if(t!=='light'&&t!=='dark')try{t=localStorage.getItem('theme')}catch(e){}`;
  const fallback = respectPrefersColorScheme ? `window.matchMedia&&matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'` : JSON.stringify(defaultMode);
  const barId = JSON.stringify(site.announcementBar?.id ?? null);
  const query = `try{new URLSearchParams(location.search).forEach(function(v,k){if(k==='docusaurus-theme')t=v;else if(k.indexOf('docusaurus-data-')===0)d.setAttribute('data-'+k.slice(16),v)})}catch(e){}`;
  return `(function(){var d=document.documentElement,t=null;d.classList.remove('no-js');${query}${stored}if(t!=='light'&&t!=='dark'){t=${fallback}}d.setAttribute('data-theme',t);try{if(localStorage.getItem('docusaurus.announcement.id')===${barId}&&localStorage.getItem('docusaurus.announcement.dismiss')==='true')d.setAttribute('data-announcement-dismissed','true')}catch(e){}})()`;
}

/**
 * Starts the React client (hydration, navigation, search). A page with code
 * of its own (islands, content hydrated whole, the site's swizzled frame, the
 * search page's results: `eager` in the CLIENT_SCRIPT_ID JSON), and a page
 * reached from a search result (`?_highlight=`, whose terms the client
 * marks) or served by `serve --watch` (the client swaps edits in), gets it as before: a frame after the
 * window's load event (the images in view are in and painted, so on a slow
 * connection the client does not share the bandwidth with them), or 3 s after
 * its DOM is ready if its load hangs. Every other page is whole without React
 * (the early entry runs its copy buttons, tabs and diagrams; EARLY_CONTROLS
 * its colour toggle and search shortcut; its search box is a form), so its
 * first load carries no React at all. For both, the client starts at the
 * reader's first interaction (a pointer down, a key, a focus, a touch) or
 * when the pointer rests on an internal link for 65 ms (so that the click
 * that follows is a client navigation, as Docusaurus prefetches on hover).
 * A first interaction in the search box, which the early entry answers
 * (EARLY_SEARCH_ATTRIBUTE), wakes it once the first results are shown
 * (CLIENT_WAKE_EVENT), or WAKE_AT_THE_LATEST after: parsing and hydrating
 * React on the same thread would hold them up by hundreds of milliseconds.
 * A click on a button inside the page before the client hydrates (a sidebar
 * category's caret, the mobile menu), or on a link that folds something
 * (`a[aria-expanded]`: a sidebar category without a page of its own, whose
 * built href, its first page, is for readers without scripts), that no early
 * code handled is marked CLICK_REPLAY_ATTRIBUTE (the link not followed), and
 * the client clicks it again once hydrated; from
 * HYDRATING_ATTRIBUTE on, React replays clicks itself. The URLs to load are in
 * the JSON element CLIENT_SCRIPT_ID (`{"entry", "preload", "eager"}`, and
 * `"search"`: the search code's chunks, which the search box preloads on first
 * use), so that this text, and its hash, is one per site.
 */
/** How long a first interaction in the search box may leave the client asleep if the early entry never says (ms). */
const WAKE_AT_THE_LATEST = 3000;

const CLIENT_LOADER = `(function(){var d=document,s=!1,w=!1,c,r,K=${JSON.stringify(CLICK_REPLAY_ATTRIBUTE)};function conf(){var e;if(!c&&(e=d.getElementById(${JSON.stringify(CLIENT_SCRIPT_ID)})))c=JSON.parse(e.textContent);return c}function go(){if(s||!conf())return;s=!0;var h=d.head;c.preload.forEach(function(u){var l=d.createElement('link');l.rel='modulepreload';l.href=u;h.appendChild(l)});var t=d.createElement('script');t.type='module';t.src=c.entry;h.appendChild(t)}function soon(){requestAnimationFrame(function(){setTimeout(go)});setTimeout(go,250)}function link(e){var a=e.target.closest&&e.target.closest('a[href]');return a&&a.origin===location.origin&&!a.hasAttribute('download')}function held(e){var t=e.target;return d.documentElement.hasAttribute(${JSON.stringify(EARLY_SEARCH_ATTRIBUTE)})&&t.closest&&t.closest(${JSON.stringify(SEARCH_BOX_SELECTOR)})}['pointerdown','keydown','focusin','touchstart'].forEach(function(n){addEventListener(n,function(e){if(s)return;if(!held(e))return go();if(w)return;w=!0;addEventListener(${JSON.stringify(CLIENT_WAKE_EVENT)},go);setTimeout(go,${WAKE_AT_THE_LATEST})},{capture:!0,passive:!0})});addEventListener('pointerover',function(e){if(!s&&link(e)){clearTimeout(r);r=setTimeout(go,65)}},{passive:!0});addEventListener('pointerout',function(e){if(link(e))clearTimeout(r)},{passive:!0});addEventListener('click',function(e){var p=d.getElementById('__tongsite'),b=e.target.closest&&e.target.closest('button,a[aria-expanded]'),o;if(e.defaultPrevented||!b||!p||!p.contains(b)||p.hasAttribute(${JSON.stringify(HYDRATING_ATTRIBUTE)}))return;if(b.tagName==='A')e.preventDefault();if(o=p.querySelector('['+K+']'))o.removeAttribute(K);b.setAttribute(K,'')});d.addEventListener('DOMContentLoaded',function(){if(!conf()||!(c.eager||/[?&]_highlight=/.test(location.search)||d.querySelector('script[${LIVE_RELOAD_ATTRIBUTE}]')))return;setTimeout(go,3000);if(d.readyState==='complete')soon();else addEventListener('load',soon)})})()`;

/**
 * Until the client has hydrated the page, the colour mode toggle and the
 * search shortcut (Ctrl/⌘+K) work all the same: a click on the toggle
 * switches and stores the mode as the toggle does, and the shortcut focuses
 * the search box. Listening on the window before the page's root, it stops a
 * click it handled from reaching React's own handler while hydration is under
 * way (which would switch the mode back); once the root is hydrated it does
 * nothing.
 */
const EARLY_CONTROLS = `(function(){var d=document,h=d.documentElement;function live(){return !!d.querySelector('#__tongsite[data-hydrated]')}addEventListener('click',function(e){var b=!live()&&e.target.closest&&e.target.closest('.color-mode-toggle');if(!b)return;e.stopPropagation();var t=h.getAttribute('data-theme')==='dark'?'light':'dark';h.setAttribute('data-theme',t);try{localStorage.setItem('theme',t)}catch(x){}},!0);addEventListener('keydown',function(e){if(live()||!(e.ctrlKey||e.metaKey)||e.altKey||(e.key||'').toLowerCase()!=='k')return;var i=d.querySelector('.navbar__search-input');if(!i)return;e.preventDefault();i.focus();i.select()},!0)})()`;

/** The scripts every page runs inline, in its head, in order; the policy allows each by its hash. */
const inlineScriptsOf = new WeakMap<SiteData, string[]>();
export function inlineScripts(site: SiteData): string[] {
  let scripts = inlineScriptsOf.get(site);
  if (!scripts) inlineScriptsOf.set(site, (scripts = [themeScript(site), baseUrlScript(site), CLIENT_LOADER, EARLY_CONTROLS]));
  return scripts;
}
