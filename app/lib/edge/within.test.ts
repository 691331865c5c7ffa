// Bounded waits (within.ts): a dependency that throws, rejects or stalls is UNAVAILABLE, logged
// once per isolate and kind, and leaves no timer behind.
import { describe, expect, it, vi } from "vitest";
import { fakeAssets, isolate, installEdgeSandbox } from "../../../tests/support/edge-harness";
import { UNAVAILABLE, within } from "./within";
vi.mock("@remix-run/css-bundle", () => ({ cssBundleHref: "/build/css-bundle-TEST.css" }));
installEdgeSandbox();

describe("bounded waits", () => {
  it("a healthy render logs nothing and leaves no timer behind", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
      const assets = fakeAssets([async () => new Response("body{}")]);
      const { run } = await isolate({ fresh: true });
      expect((await run("/healthy", {}, { ASSETS: assets.binding })).status).toBe(200);
      expect((await run("/healthy", {}, { ASSETS: assets.binding })).headers.get("x-edge-cache")).toBe("HIT");
      expect(errors).not.toHaveBeenCalled();
      // Each bounded wait (Cache API lookup, stylesheet) cancels its timer once answered.
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it("UNAVAILABLE for work that throws before it returns a promise, rejects or outlasts the wait; each kind logged once", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(
      await within("kind one", 50, () => {
        throw new Error("sync");
      }),
    ).toBe(UNAVAILABLE);
    expect(await within("kind one", 50, () => Promise.reject(new Error("async")))).toBe(UNAVAILABLE);
    expect(await within("kind two", 10, () => new Promise(() => undefined))).toBe(UNAVAILABLE);
    expect(await within("kind three", 50, async () => "answer")).toBe("answer");
    expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([
      "edge: kind one failed; serving without it (logged once per isolate)",
      "edge: kind two failed; serving without it (logged once per isolate)",
    ]);
  });
});
