// @ts-check
/**
 * Flags Chromium needs as root on a sandboxed, offline machine (see docs/testing.md): shared by
 * the browser tests (chromium.ts) and the benchmark (tests/bench/tools/bench.mjs), which runs as plain
 * Node and so cannot import TypeScript.
 */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
