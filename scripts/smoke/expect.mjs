// @ts-check
/**
 * What the smoke check expects of each kind of response, written here rather than imported
 * from app/: the deploy job runs this file with plain Node, before or without a build of its
 * own, and a check that read its expectations from the code it checks would pass whatever
 * that code said. tests/unit/smoke.test.ts holds these against app/lib/http.ts's header set,
 * so a header the worker gains or loses is one the smoke check hears about.
 */

/** Every response the worker renders carries these (app/lib/http.ts, BASE_SECURITY_HEADERS). */
export const SECURITY_HEADERS = [
  "Strict-Transport-Security",
  "X-Content-Type-Options",
  "Referrer-Policy",
  "Permissions-Policy",
  "X-Frame-Options",
  "Cross-Origin-Opener-Policy",
  "Content-Security-Policy",
];

/** At least a year, as the HSTS preload list asks. */
const HSTS_MIN_SECONDS = 31536000;

/**
 * What is wrong with one response's security headers ([] when nothing is).
 * @param {Headers} headers
 * @param {{ coop?: string }} [options] `coop`: the opener policy this response must carry
 *   (/admin/'s sign-in opens GitHub in a pop-up, so it differs there)
 * @returns {string[]}
 */
export function securityHeaderProblems(headers, { coop = "same-origin" } = {}) {
  const problems = SECURITY_HEADERS.filter((name) => !headers.has(name)).map((name) => `no ${name} header`);
  const hsts = headers.get("Strict-Transport-Security");
  const maxAge = Number(/max-age=(\d+)/.exec(hsts ?? "")?.[1] ?? NaN);
  if (hsts && !(maxAge >= HSTS_MIN_SECONDS)) problems.push(`Strict-Transport-Security is "${hsts}"`);
  const exact = /** @type {const} */ ([
    ["X-Content-Type-Options", "nosniff"],
    ["X-Frame-Options", "DENY"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["Cross-Origin-Opener-Policy", coop],
  ]);
  for (const [name, value] of exact) {
    const got = headers.get(name);
    if (got !== null && got !== value) problems.push(`${name} is "${got}", not "${value}"`);
  }
  const csp = headers.get("Content-Security-Policy");
  if (csp !== null && !/(^|;)\s*frame-ancestors 'none'\s*(;|$)/.test(csp)) {
    problems.push("Content-Security-Policy lets other sites frame it");
  }
  return problems;
}

/**
 * What is wrong with a page's own policy: inline script only by hash, nothing evaluated.
 * @param {string} csp
 */
export function pageCspProblems(csp) {
  const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1];
  if (scriptSrc === undefined) return ["Content-Security-Policy has no script-src"];
  return ["'unsafe-inline'", "'unsafe-eval'"]
    .filter((word) => scriptSrc.split(/\s+/).includes(word))
    .map((word) => `Content-Security-Policy allows ${word} scripts`);
}

/**
 * /admin/'s policy (decision 031): the editor's, which needs 'unsafe-eval', but names no
 * localhost address in production (the dev loop adds its own backend there, never here).
 * @param {string} csp
 */
export function adminCspProblems(csp) {
  const problems = [];
  if (!/(?:^|;)\s*script-src [^;]*'unsafe-eval'/.test(csp))
    problems.push("Content-Security-Policy is not the editor's");
  if (/localhost|127\.0\.0\.1/.test(csp)) problems.push("Content-Security-Policy names a localhost address");
  return problems;
}
