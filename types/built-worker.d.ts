/**
 * The built worker a test-only front module wraps (tests/support/{clock,fault,not-found}-worker.mjs):
 * tests/support/miniflare.mjs names the built `build/index.js` of the site under test so. Untyped
 * (a build's output), and declared here so those modules typecheck before any build.
 */
declare module "built-worker" {
  const built: unknown;
  export default built;
}
