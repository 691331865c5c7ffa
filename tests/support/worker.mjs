// Starts the BUILT worker (build/index.js + public/ assets + _headers) in workerd through
// wrangler's programmatic API, exactly as `wrangler dev` would, without a file watcher or
// persisted state. Shared by the worker tests (vitest globalSetup) and Playwright (webServer).
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));

export async function startBuiltWorker({ port = 0 } = {}) {
  if (!existsSync(`${root}/build/index.js`)) {
    throw new Error("build/index.js is missing: run `npm run build` before the worker or browser tests.");
  }
  process.env.WRANGLER_SEND_METRICS ??= "false";
  const { unstable_startWorker } = await import("wrangler");
  const worker = await unstable_startWorker({
    config: `${root}/wrangler.toml`,
    dev: { server: { hostname: "127.0.0.1", port }, inspector: false, persist: false, watch: false, logLevel: "warn" },
  });
  await worker.ready;
  const url = await worker.url;
  return { url: url.origin, dispose: () => worker.dispose() };
}

// `node tests/support/worker.mjs [port]`: serve until stopped (Playwright's webServer).
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const port = Number(process.argv[2] ?? 8788);
  const { url, dispose } = await startBuiltWorker({ port });
  console.log(`Built worker ready on ${url}`);
  const stop = async () => {
    await dispose();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}
