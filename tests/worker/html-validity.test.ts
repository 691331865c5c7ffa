// The Nu HTML Checker (vnu, the W3C's validator, Java) over the HTML of every route (SPEC's and
// whatever else the sitemap lists) as the built worker serves it: zero errors. Needs Java (`apt-get install default-jre-headless`;
// .ci/run installs it when missing).
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { describe, expect, it } from "vitest";
import { EXPLORER_INVALID, EXPLORER_VIEW, QUIZ_INVALID, QUIZ_RESULTS } from "../fixtures/views";
import { sitemapPaths, withSitemap } from "../support/pages";
import { SIGN_IN } from "../fixtures/editor-sign-in";
import { get } from "./support";

/** The sign-in's page as this suite's worker (no secrets set) answers it: the "not set up" page. */
const SIGN_IN_PAGE = `${SIGN_IN.authPath}?provider=github`;
const vnuJar = createRequire(import.meta.url)("vnu-jar") as string;
type Message = { type: string; subType?: string; url: string; lastLine?: number; message: string; extract?: string };

describe("valid HTML (Nu HTML Checker)", () => {
  it(`every route, the 404 page, two explorer views, two quiz states and the editor's sign-in page: 0 errors`, async () => {
    const dir = mkdtempSync(`${tmpdir()}/b2b-vnu-`);
    try {
      const files = new Map<string, string>();
      // SPEC's pages and every page the built site lists (a post staff added too).
      const pages = withSitemap(sitemapPaths(await (await get("/sitemap.xml")).text()));
      for (const path of [
        ...pages,
        "/no-such-page",
        EXPLORER_VIEW,
        EXPLORER_INVALID,
        QUIZ_RESULTS,
        QUIZ_INVALID,
        SIGN_IN_PAGE,
      ]) {
        const response = await get(path);
        // The 404 page, the two 400s (explorer, quiz) and the sign-in page of a worker with no
        // secrets (503, decision 016) are pages too, each with its status.
        const status: Record<string, number> = {
          "/no-such-page": 404,
          [EXPLORER_INVALID]: 400,
          [QUIZ_INVALID]: 400,
          [SIGN_IN_PAGE]: 503,
        };
        expect(response.status, path).toBe(status[path] ?? 200);
        const file = `${dir}/${files.size}.html`;
        writeFileSync(file, await response.text());
        files.set(`file:${file}`, path);
      }
      let output: string;
      try {
        // vnu exits 1 when it finds errors and prints them as JSON on stderr.
        output = execFileSync(
          "java",
          [
            "-jar",
            vnuJar,
            "--errors-only",
            "--format",
            "json",
            "--stdout",
            ...[...files.keys()].map((f) => f.slice(5)),
          ],
          {
            encoding: "utf8",
            maxBuffer: 64 * 1024 * 1024,
          },
        );
      } catch (error) {
        const failure = error as { stdout?: string; code?: string };
        if (failure.code === "ENOENT")
          throw new Error("No Java for the HTML checker: apt-get install -y default-jre-headless");
        output = failure.stdout ?? "";
      }
      const { messages } = JSON.parse(output) as { messages: Message[] };
      const errors = messages
        .filter((m) => m.type === "error" || m.subType === "fatal")
        .map((m) => `${files.get(m.url) ?? m.url}:${m.lastLine ?? "?"} ${m.message}`);
      expect(errors).toEqual([]);
      expect(files.size).toBe(pages.length + 6);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
