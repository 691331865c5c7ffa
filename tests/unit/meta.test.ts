import { UNSAFE_ErrorResponseImpl as ErrorResponse } from "@remix-run/router";
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { errorMeta } from "~/lib/meta";

type Args = Parameters<typeof errorMeta>[0];
// The error pages' words as the root loader sends them (the site's shell), from the pinned copy.
const errors = parse(readFileSync("tests/fixtures/content/shared/errors.yaml", "utf8")) as unknown;
const metaFor = (error: unknown, data: unknown = { shell: { errors } }) => errorMeta({ error, data } as Args);

describe("error pages' head", () => {
  it("a 404 says the page was not found; never indexed", () => {
    expect(metaFor(new ErrorResponse(404, "Not Found", null))).toEqual([
      { title: "Page not found | Born to Build" },
      { name: "robots", content: "noindex" },
    ]);
  });

  it("a thrown error or any other status says something went wrong, not 'not found'", () => {
    for (const error of [
      new Error("boom"),
      new ErrorResponse(500, "Internal Server Error", null),
      new ErrorResponse(503, "", null),
    ]) {
      expect(metaFor(error)).toEqual([
        { title: "Something went wrong | Born to Build" },
        { name: "robots", content: "noindex" },
      ]);
    }
  });

  it("pages without an error add nothing", () => expect(metaFor(undefined)).toEqual([]));

  it("without the root loader's data says nothing rather than words written in code", () => {
    expect(metaFor(new ErrorResponse(404, "Not Found", null), null)).toEqual([]);
  });
});
