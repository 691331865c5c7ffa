// Which pages load React: a route's handle asks (true, or a function of its loader data); an
// error page never does, whatever its routes asked; every other page ships no framework script
// (decision 042).
import type { EntryContext } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { pageScripts } from "../../app/lib/hydrate.server";

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

describe("pageScripts: all of Remix", () => {
  it("is none when no matched route's handle asks for a script", () => {
    expect(pageScripts(context({ root: {}, "routes/privacy-policy": {} }))).toBe("none");
    expect(pageScripts(context({ root: {}, "routes/tips": { handle: { hydrate: false } } }))).toBe("none");
    expect(pageScripts(context({ root: {}, "routes/other": { handle: { something: true } } }))).toBe("none");
  });

  it("is all of Remix when a matched route's handle says true", () => {
    expect(pageScripts(context({ root: {}, "routes/_index": { handle: { hydrate: true } } }))).toBe("remix");
  });

  it("asks a handle's function with that route's own loader data", () => {
    const handle = { hydrate: (data: unknown) => (data as { video?: string }).video !== undefined };
    expect(pageScripts(context({ root: { data: { video: "x" } }, "routes/trade": { handle, data: {} } }))).toBe("none");
    expect(pageScripts(context({ root: {}, "routes/trade": { handle, data: { video: "123" } } }))).toBe("remix");
  });

  it("is none on an error page, whatever its routes asked (their loader data is not there to ask with)", () => {
    expect(pageScripts(context({ root: {} }, { root: new Error("x") }))).toBe("none");
    const asksWithData = { hydrate: (data: unknown) => (data as { video: string }).video.length > 0 };
    const errors = { "routes/trade": new Response(null, { status: 404 }) };
    expect(
      pageScripts(context({ root: { handle: { hydrate: true } }, "routes/trade": { handle: asksWithData } }, errors)),
    ).toBe("none");
  });
});

describe("pageScripts: islands alone", () => {
  it("is islands when a matched route asks for them and none for the whole page", () => {
    const islands = { handle: { hydrate: "islands" } };
    expect(pageScripts(context({ root: {}, "routes/_index": islands }))).toBe("islands");
  });

  it("is all of Remix where a route asks for it, and none on an error page", () => {
    const islands = { handle: { hydrate: "islands" } };
    expect(pageScripts(context({ root: { handle: { hydrate: true } }, "routes/_index": islands }))).toBe("remix");
    expect(pageScripts(context({ root: {}, "routes/_index": islands }, { root: new Error("x") }))).toBe("none");
  });
});

describe("pageScripts: the plain enhancers", () => {
  it("is the enhancers when a matched route asks for them and none for the whole page; islands are another thing", () => {
    const enhance = { handle: { hydrate: "enhance" } };
    expect(pageScripts(context({ root: {}, "routes/trades.compare": enhance }))).toBe("enhance");
    expect(pageScripts(context({ root: {}, "routes/_index": { handle: { hydrate: "islands" } } }))).toBe("islands");
  });

  it("is all of Remix where a route asks for it, and none on an error page", () => {
    const enhance = { handle: { hydrate: "enhance" } };
    expect(pageScripts(context({ root: { handle: { hydrate: true } }, "routes/trades.compare": enhance }))).toBe(
      "remix",
    );
    expect(pageScripts(context({ root: {}, "routes/trades.compare": enhance }, { root: new Error("x") }))).toBe("none");
  });
});
