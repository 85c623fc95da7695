// The scripts every page runs inline in its head, before anything else: the
// colour mode before first paint, the banner shown when the site is served
// outside its base URL, and the loader of the client's code. The templates
// write them; the renderer allows each in the page's Content-Security-Policy
// by its hash.
import type { SiteData } from '../model.js';
import { CLIENT_SCRIPT_ID } from './page-data.js';

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
 */
export function themeScript(site: SiteData): string {
  const respect = site.colorMode.respectPrefersColorScheme;
  const barId = JSON.stringify(site.announcementBar?.id ?? null);
  return `(function(){var d=document.documentElement,t=null;d.classList.remove('no-js');try{t=localStorage.getItem('theme')}catch(e){}if(t!=='light'&&t!=='dark'){t=${respect ? `window.matchMedia&&matchMedia('(prefers-color-scheme: dark)').matches?'dark':` : ''}${JSON.stringify(site.colorMode.defaultMode)}}d.setAttribute('data-theme',t);try{if(localStorage.getItem('docusaurus.announcement.id')===${barId}&&localStorage.getItem('docusaurus.announcement.dismiss')==='true')d.setAttribute('data-announcement-dismissed','true')}catch(e){}})()`;
}

/**
 * Starts the client (hydration, navigation, search) once the page has loaded
 * what it shows: a frame after the window's load event, when the images in
 * view are in and painted, so that on a slow connection the client's code
 * does not share the bandwidth with them; or at the reader's first
 * interaction (a pointer down, a key, a focus, a touch), whichever comes
 * first, so that what they reach for comes to life. A page whose load hangs
 * (an image from a host the reader cannot reach) gets its client 3 s after its
 * DOM is ready all the same. The URLs to load are in the JSON element
 * CLIENT_SCRIPT_ID (`{"entry", "preload"}`, and `"search"`: the search code's chunks, which
 * the search box preloads on first use), so that this text, and its hash,
 * is one per site.
 */
const CLIENT_LOADER = `(function(){var s=!1;function go(){var e=document.getElementById(${JSON.stringify(CLIENT_SCRIPT_ID)});if(s||!e)return;s=!0;var c=JSON.parse(e.textContent),h=document.head;c.preload.forEach(function(u){var l=document.createElement('link');l.rel='modulepreload';l.href=u;h.appendChild(l)});var t=document.createElement('script');t.type='module';t.src=c.entry;h.appendChild(t)}function soon(){requestAnimationFrame(function(){setTimeout(go)});setTimeout(go,250)}['pointerdown','keydown','focusin','touchstart'].forEach(function(n){addEventListener(n,go,{capture:!0,passive:!0})});if(document.readyState==='complete')soon();else addEventListener('load',soon);document.addEventListener('DOMContentLoaded',function(){setTimeout(go,3000)})})()`;

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
