// Which pages load React: a route's handle asks (true, or a function of its loader data), and
// an error page always does; every other page ships no framework script (decision 042).
import type { EntryContext } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { enhances, hydratesIslands, shouldHydrate } from "../../app/lib/hydrate.server";

/** A render's context with these matched routes: id → handle and loader data. */
function context(routes: Record<string, { handle?: unknown; data?: unknown }>, errors: unknown = null): EntryContext {
  const ids = Object.keys(routes);
  return {
    staticHandlerContext: {
      matches: ids.map((id) => ({ route: { id } })),
      loaderData: Object.fromEntries(ids.map((id) => [id, routes[id]!.data])),
      errors,
    },
    routeModules: Object.fromEntries(ids.map((id) => [id, { handle: routes[id]!.handle }])),
  } as unknown as EntryContext;
}

describe("shouldHydrate", () => {
  it("is false when no matched route's handle asks for it", () => {
    expect(shouldHydrate(context({ root: {}, "routes/privacy-policy": {} }))).toBe(false);
    expect(shouldHydrate(context({ root: {}, "routes/tips": { handle: { hydrate: false } } }))).toBe(false);
    expect(shouldHydrate(context({ root: {}, "routes/other": { handle: { something: true } } }))).toBe(false);
  });

  it("is true when a matched route's handle says true", () => {
    expect(shouldHydrate(context({ root: {}, "routes/_index": { handle: { hydrate: true } } }))).toBe(true);
  });

  it("asks a handle's function with that route's own loader data", () => {
    const handle = { hydrate: (data: unknown) => (data as { video?: string }).video !== undefined };
    expect(shouldHydrate(context({ root: { data: { video: "x" } }, "routes/trade": { handle, data: {} } }))).toBe(
      false,
    );
    expect(shouldHydrate(context({ root: {}, "routes/trade": { handle, data: { video: "123" } } }))).toBe(true);
  });

  it("is true on an error page", () => {
    expect(shouldHydrate(context({ root: {} }, { root: new Error("x") }))).toBe(true);
  });
});

describe("hydratesIslands", () => {
  it("is true when a matched route asks for islands and none for the whole page", () => {
    const islands = { handle: { hydrate: "islands" } };
    expect(hydratesIslands(context({ root: {}, "routes/_index": islands }))).toBe(true);
    expect(shouldHydrate(context({ root: {}, "routes/_index": islands })), "Remix stays out").toBe(false);
  });

  it("is false where Remix hydrates the page: a route asks for it, or it is an error page", () => {
    const islands = { handle: { hydrate: "islands" } };
    expect(hydratesIslands(context({ root: { handle: { hydrate: true } }, "routes/_index": islands }))).toBe(false);
    expect(hydratesIslands(context({ root: {}, "routes/_index": islands }, { root: new Error("x") }))).toBe(false);
  });

  it("is false when no matched route asks for islands", () => {
    expect(hydratesIslands(context({ root: {}, "routes/privacy-policy": {} }))).toBe(false);
    expect(hydratesIslands(context({ root: {}, "routes/tips": { handle: { hydrate: false } } }))).toBe(false);
  });
});

describe("enhances", () => {
  it("is true when a matched route asks for its plain enhancers and none for the whole page; islands are another thing", () => {
    const enhance = { handle: { hydrate: "enhance" } };
    expect(enhances(context({ root: {}, "routes/trades.compare": enhance }))).toBe(true);
    expect(shouldHydrate(context({ root: {}, "routes/trades.compare": enhance })), "Remix stays out").toBe(false);
    expect(hydratesIslands(context({ root: {}, "routes/trades.compare": enhance }))).toBe(false);
    expect(enhances(context({ root: {}, "routes/_index": { handle: { hydrate: "islands" } } }))).toBe(false);
  });

  it("is false where Remix hydrates the page: a route asks for it, or it is an error page", () => {
    const enhance = { handle: { hydrate: "enhance" } };
    expect(enhances(context({ root: { handle: { hydrate: true } }, "routes/trades.compare": enhance }))).toBe(false);
    expect(enhances(context({ root: {}, "routes/trades.compare": enhance }, { root: new Error("x") }))).toBe(false);
  });
});
