/**
 * The built worker a front module wraps (scripts/lib/clock-worker.mjs, tests/support/{fault,not-found}-worker.mjs, and the
 * dev loop's scripts/dev/worker.mjs): scripts/lib/built-worker.mjs and scripts/dev/runtime.mjs name
 * the built `build/index.js` so. Untyped
 * (a build's output), and declared here so those modules typecheck before any build.
 */
declare module "built-worker" {
  const built: unknown;
  export default built;
}
