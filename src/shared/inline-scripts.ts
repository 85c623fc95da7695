// The scripts every page runs inline in its head, before anything else: the
// colour mode before first paint, and the banner shown when the site is served
// outside its base URL. The templates write them; the renderer allows each in
// the page's Content-Security-Policy by its hash.
import type { SiteData } from '../model.js';

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

/** The scripts every page runs inline, in its head, in order; the policy allows each by its hash. */
const inlineScriptsOf = new WeakMap<SiteData, string[]>();
export function inlineScripts(site: SiteData): string[] {
  let scripts = inlineScriptsOf.get(site);
  if (!scripts) inlineScriptsOf.set(site, (scripts = [themeScript(site), baseUrlScript(site)]));
  return scripts;
}
