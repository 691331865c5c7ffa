/**
 * The built worker a front module wraps (tests/support/{clock,fault,not-found}-worker.mjs, and the
 * dev loop's scripts/dev/worker.mjs): tests/support/miniflare.mjs and scripts/dev/runtime.mjs name
 * the built `build/index.js` so. Untyped
 * (a build's output), and declared here so those modules typecheck before any build.
 */
declare module "built-worker" {
  const built: unknown;
  export default built;
}
