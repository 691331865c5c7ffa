/**
 * `npm run redirects:check FILE [-- --base URL]`: every old address in FILE (plain lines, a
 * sitemap.xml or a Search Console CSV export: addresses.ts) tried as a crawler would, printing
 * per address the final status, the hops and the target, then a summary; exit code 1 when an
 * address listed as must-keep ends in a 404 or 410 or takes two hops (follow.ts).
 * Against the built worker (`npm run build` first) in workerd, or a running site with --base
 * (`npx wrangler dev --port 8830`, or the live site after a move).
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { startBuiltWorker } from "../../tests/support/worker.mjs";
import { readAddresses } from "./addresses";
import { exitCode, follow, report } from "./follow";

export async function main(args: readonly string[], log: (line: string) => void = console.log): Promise<number> {
  const file = args.find((a) => !a.startsWith("--") && args[args.indexOf(a) - 1] !== "--base");
  const baseAt = args.indexOf("--base");
  if (!file) {
    log("usage: npm run redirects:check FILE [-- --base http://127.0.0.1:8830]");
    return 2;
  }
  const addresses = readAddresses(readFileSync(file, "utf8"));
  if (!addresses.length) {
    log(`${file}: no addresses found (one per line, a sitemap.xml, or a Search Console export)`);
    return 2;
  }
  const worker = baseAt === -1 ? await startBuiltWorker() : null;
  const base = worker?.url ?? args[baseAt + 1]!;
  try {
    const get = (path: string) => fetch(`${base}${path}`, { redirect: "manual" });
    const outcomes = [];
    for (const address of addresses) outcomes.push(await follow(address, get));
    for (const line of report(outcomes)) log(line);
    return exitCode(outcomes);
  } finally {
    await worker?.dispose();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1])
  process.exit(await main(process.argv.slice(2)));
