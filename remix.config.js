// @ts-check
/**
 * Remix v2, classic compiler, building for a Cloudflare Worker (workerd).
 * The client build lands in public/build (served by Workers Static Assets with the
 * immutable cache header from public/_headers); the server bundle in build/index.js.
 * @type {import('@remix-run/dev').AppConfig}
 */
export default {
  ignoredRouteFiles: ["**/.*", "**/*.css.ts"],
  server: "./app/worker.ts",
  serverBuildPath: "build/index.js",
  serverConditions: ["workerd", "worker", "browser"],
  serverDependenciesToBundle: "all",
  serverMainFields: ["browser", "module", "main"],
  serverMinify: true,
  serverModuleFormat: "esm",
  serverPlatform: "neutral",
  // Opt in to the v3 behaviours that change nothing for this site. Single fetch and lazy
  // route discovery stay off: they change the data and manifest requests the worker's
  // redirect and cache logic is written for. Said `false` here, not left out, because Remix
  // warns on every build about a flag left out (and only then).
  future: {
    v3_fetcherPersist: true,
    v3_lazyRouteDiscovery: false,
    v3_relativeSplatPath: true,
    v3_singleFetch: false,
    v3_throwAbortReason: true,
  },
};
