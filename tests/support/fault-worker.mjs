// A test-only entry module run in workerd IN FRONT OF the built worker (build/index.js):
// it wraps the Cache API, the static-assets binding, the clock-free `new Date()` the privacy
// loader calls, and console.error, so tests can inject faults and count what the worker did.
// Production code has no hook for any of this; see tests/support/faults.mjs for the driver.
// @ts-check
// "built-worker": the build/index.js of the site under test, the name tests/support/miniflare.mjs
// gives it beside this module's text in that site's folder (the pinned site's, not this one's), so
// this module typechecks before any build (types/built-worker.d.ts).
import built from "built-worker";

/** @typedef {{ ASSETS?: Fetcher } & Record<string, unknown>} Env */
/** The built worker, as this wrapper calls it (build/index.js is generated and untyped). */
const worker = /** @type {{ fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> }} */ (
  /** @type {unknown} */ (built)
);
/** workerd's CacheStorage (the DOM's type has no `default`). */
const storage = /** @type {{ default: Cache }} */ (/** @type {unknown} */ (globalThis.caches));
const realCache = storage.default;
/**
 * `dropHeader`: a response header the worker's answers lose on their way out ("" none), as a
 * build that forgot it would send them.
 * `built`: how the pages the build rendered (/_pages/, their list and files) fail to be read.
 * @type {{ match: string, put: string, stylesheet: string, built: string, loader: string, slowMs: number, staleStamp: string, dropHeader: string }}
 */
const faults = {
  match: "none",
  put: "none",
  stylesheet: "none",
  built: "none",
  loader: "none",
  slowMs: 15_000,
  staleStamp: "",
  dropHeader: "",
};
/** @type {{ matches: number, puts: number, keys: Set<string>, errors: string[] }} */
const stats = { matches: 0, puts: 0, keys: new Set(), errors: [] };

/** @returns {Promise<never>} */
const never = () => new Promise(() => {});
/**
 * A 200 "OLD BUILD" page as a previous build would have stored it; `stamp` "" means none.
 * @param {string | undefined} stamp
 */
const staleBuildPage = (stamp) =>
  new Response("<!DOCTYPE html><title>OLD BUILD</title><h1>OLD BUILD</h1>", {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "public, max-age=31536000",
      ...(stamp ? { "X-Build": stamp } : {}),
    },
  });
/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** @typedef {RequestInfo | URL} CacheKey */
const faultyCache = {
  /** @param {CacheKey} key @param {CacheQueryOptions} [options] */
  match(key, options) {
    stats.matches++;
    switch (faults.match) {
      case "throw":
        throw new Error("injected: match threw");
      case "reject":
        return Promise.reject(new Error("injected: match rejected"));
      case "slow":
        return sleep(faults.slowMs).then(() => realCache.match(key, options));
      case "hang":
        return never();
      case "stale-build":
        // Any key holds a page another build stored (no build stamp, or another one).
        return Promise.resolve(staleBuildPage(faults.staleStamp));
      default:
        return realCache.match(key, options);
    }
  },
  /** @param {CacheKey} key @param {Response} response */
  put(key, response) {
    stats.puts++;
    stats.keys.add(typeof key === "string" ? key : key instanceof URL ? key.href : key.url);
    if (faults.put === "throw") throw new Error("injected: put threw");
    if (faults.put === "reject") return Promise.reject(new Error("injected: put rejected"));
    return realCache.put(key, response);
  },
  /** @param {CacheKey} key @param {CacheQueryOptions} [options] */
  delete: (key, options) => realCache.delete(key, options),
};
Object.defineProperty(storage, "default", { get: () => faultyCache, configurable: true });

const RealDate = Date;
globalThis.Date = new Proxy(RealDate, {
  /** @param {DateConstructor} target @param {unknown[]} args */
  construct(target, args) {
    if (args.length === 0 && faults.loader === "throw") throw new Error("injected: the clock failed inside a loader");
    return new target(.../** @type {[string]} */ (args));
  },
});

const realError = console.error.bind(console);
/** @param {unknown[]} args */
console.error = (...args) => {
  stats.errors.push(args.map(String).join(" ").slice(0, 300));
  realError(...args);
};

/**
 * @param {Fetcher | undefined} assets
 * @returns {Fetcher | undefined}
 */
function wrapAssets(assets) {
  if (!assets) return assets;
  const faulty = {
    /** @param {RequestInfo | URL} input @param {RequestInit} [init] @returns {Promise<Response>} */
    fetch(input, init) {
      const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
      const mode = url.endsWith(".css") ? faults.stylesheet : url.includes("/_pages/") ? faults.built : "none";
      if (mode === "hang") return never();
      if (mode === "500") return Promise.resolve(new Response("injected", { status: 500 }));
      if (mode === "throw") return Promise.reject(new Error("injected: assets fetch failed"));
      if (mode === "sync-throw") throw new Error("injected: assets fetch threw");
      return assets.fetch(input, init);
    },
  };
  // Only `fetch` is called on the binding; the rest of Fetcher's surface is never reached.
  return /** @type {Fetcher} */ (/** @type {unknown} */ (faulty));
}

export default {
  /** @param {Request} request @param {Env} env @param {ExecutionContext} ctx */
  async fetch(request, env, ctx) {
    const url = new URL(request.url);
    if (url.pathname === "/__faults") {
      for (const [name, value] of url.searchParams) {
        if (name === "slowMs") faults.slowMs = Number(value);
        else if (name in faults) /** @type {Record<string, string>} */ (/** @type {unknown} */ (faults))[name] = value;
      }
      return Response.json({
        ...faults,
        matches: stats.matches,
        puts: stats.puts,
        keys: [...stats.keys],
        errors: stats.errors,
      });
    }
    const response = await worker.fetch(request, { ...env, ASSETS: wrapAssets(env.ASSETS) }, ctx);
    if (!faults.dropHeader || !response.headers.has(faults.dropHeader)) return response;
    const altered = new Response(response.body, response);
    altered.headers.delete(faults.dropHeader);
    return altered;
  },
};
