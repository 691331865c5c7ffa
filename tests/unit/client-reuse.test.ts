// The dev loop uses the last browser bundle again only when nothing changed put a byte into it
// (scripts/dev/client-reuse.mjs). The metafile below is written by hand in esbuild's shape:
// inputs named relative to esbuild's working directory, each output listing the inputs that
// put bytes into it.
import { describe, expect, it } from "vitest";
import { clientUnaffected, type Metafile } from "../../scripts/dev/client-reuse.mjs";

const METAFILE: Metafile = {
  inputs: {
    "app/root.tsx": {},
    "app/content/site.ts": {},
    "app/content/generated/prose.js": {},
    "app/content/posts.ts": {},
  },
  outputs: {
    "public/build/root-ABC.js": {
      inputs: { "app/root.tsx": { bytesInOutput: 5120 }, "app/content/site.ts": { bytesInOutput: 1410 } },
    },
    "public/build/routes/blog-DEF.js": {
      // Listed, yet nothing of it is in the file: esbuild keeps such rows now and then.
      inputs: { "app/content/posts.ts": { bytesInOutput: 0 } },
    },
  },
};
/** esbuild ran from the project's root in this fixture: its names are the project's paths. */
const same = (input: string) => input;

describe("whether a compile may use the last browser bundle again", () => {
  it("may, when the changed files put nothing into it", () => {
    // A post's Markdown, and the data module the content build wrote for it (read, not shipped).
    expect(clientUnaffected(METAFILE, same, ["content/posts/meet-jordan.md", "app/content/generated/prose.js"])).toBe(
      true,
    );
    // A module the compile read whose row says 0 bytes, and a file it never read.
    expect(clientUnaffected(METAFILE, same, ["app/content/posts.ts", "app/content/generated/data.js"])).toBe(true);
    expect(clientUnaffected(METAFILE, same, [])).toBe(true);
  });

  it("may not, when any changed file put bytes into any of its files", () => {
    expect(clientUnaffected(METAFILE, same, ["app/content/site.ts"])).toBe(false);
    expect(clientUnaffected(METAFILE, same, ["content/posts/meet-jordan.md", "app/root.tsx"])).toBe(false);
  });

  it("compares paths as the caller names them, not as esbuild does", () => {
    // esbuild started one folder up: its names carry the project's folder.
    const fromParent = (input: string) => input.replace(/^main\//, "");
    const metafile: Metafile = {
      inputs: { "main/app/content/site.ts": {} },
      outputs: { "main/public/build/root-ABC.js": { inputs: { "main/app/content/site.ts": { bytesInOutput: 1410 } } } },
    };
    expect(clientUnaffected(metafile, fromParent, ["app/content/site.ts"])).toBe(false);
    expect(clientUnaffected(metafile, fromParent, ["main/app/content/site.ts"])).toBe(true);
  });
});
