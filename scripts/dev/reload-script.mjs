// @ts-check
// The script the dev loop adds to every page it serves (worker.mjs), in a module of its own so
// tests can read it without the built worker worker.mjs imports.

/**
 * The reload snippet for a page rendered by build `build`: the stream sends the newest build
 * number (on connecting and after each build) and the error of a build that failed.
 * @param {string} origin
 * @param {string} build
 */
export function reloadScript(origin, build) {
  return `{const s=new EventSource(${JSON.stringify(`${origin}/__dev/events`)});s.addEventListener("build",(e)=>{if(e.data!==${JSON.stringify(build)})location.reload()});s.addEventListener("failed",(e)=>{console.error("npm run dev: the build failed\\n"+e.data);${FAILED_BANNER}})}`;
}

/**
 * A failed build over the page, until a build succeeds (the page then reloads): staff see that
 * their last save is not on it yet, and what to fix, where they look. Styled through the DOM
 * (the page's CSP admits no inline style), text only (never the message as HTML).
 */
export const FAILED_BANNER_ID = "dev-build-failed";
export const FAILED_BANNER_HEADING = "Your last save is not on this page yet: fix what is listed here and save again.";
const FAILED_BANNER = `let b=document.getElementById("${FAILED_BANNER_ID}");if(!b){b=document.createElement("section");b.id="${FAILED_BANNER_ID}";b.setAttribute("role","alert");b.style.cssText="position:fixed;inset:auto 0 0 0;z-index:2147483647;max-height:50vh;overflow:auto;margin:0;padding:1rem 1.25rem;background:#fff4e5;color:#1a1a1a;border-top:4px solid #b45309;font:16px/1.5 system-ui,sans-serif;white-space:pre-wrap";document.body.append(b)}b.textContent=${JSON.stringify(FAILED_BANNER_HEADING)}+"\\n\\n"+e.data`;
