/**
 * The page is complete and readable before React hydrates it, so its JavaScript waits for
 * the first paint: Remix's module preloads and its module script are marked inert in the
 * HTML, and a few lines appended to Remix's own inline script switch them on after the first
 * frame, a few preloads per task, then the module script. Nothing competes with the HTML
 * and the LCP image, and hydration starts a frame later. If Remix's markup ever changes,
 * nothing matches and the scripts load as usual. (The attribute changes do not disturb
 * hydration; the CSP hashes the final text.)
 */
const HELD_BACK_PRELOAD = '<link rel="modulepreload" media="not all" data-after-paint="" ';
/** Remix's module script while it waits; it runs later, so the CSP hashes it too (http.ts). */
export const AFTER_PAINT_SCRIPT_TYPE = "text/x-module-after-paint";
/**
 * Links switched on per task. Each switch starts a module fetch synchronously: all of a page's
 * in one task make a long task under Lighthouse's 4× CPU slowdown, while three per task keep
 * each task short (decision 002 has the measurements).
 */
const PRELOADS_PER_TASK = 3;
const START_AFTER_PAINT = `requestAnimationFrame(function(){var l=[].slice.call(document.querySelectorAll("link[data-after-paint]"));function n(){l.splice(0,${PRELOADS_PER_TASK}).forEach(function(e){e.removeAttribute("media");e.removeAttribute("data-after-paint");e.rel="modulepreload"});if(l.length){setTimeout(n,0);return}document.querySelectorAll('script[type="${AFTER_PAINT_SCRIPT_TYPE}"]').forEach(function(s){var m=document.createElement("script");m.type="module";m.textContent=s.textContent;document.body.appendChild(m)})}setTimeout(n,0)});`;

export function deferScriptsUntilFirstPaint(html: string): string {
  const context = /(<script>window\.__remixContext = [\s\S]*?)(<\/script>)/;
  if (!html.includes('<script type="module" async="">')) return html;
  const started = context.test(html)
    ? html.replace(context, (_m, body: string, end: string) => `${body}${START_AFTER_PAINT}${end}`)
    : // A page whose islands alone hydrate (app/islands) has no Remix script to carry the switch.
      html.replace("</body>", `<script>${START_AFTER_PAINT}</script></body>`);
  return started
    .replaceAll('<link rel="modulepreload" ', HELD_BACK_PRELOAD)
    .replaceAll('<script type="module" async="">', `<script type="${AFTER_PAINT_SCRIPT_TYPE}">`);
}
