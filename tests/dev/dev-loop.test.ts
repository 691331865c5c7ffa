/**
 * `npm run dev` (scripts/dev/) as a developer uses it: the page is open, a trade figure is
 * edited in content/, and the page must reload once, by itself, showing the new figure.
 *
 * It runs on a scratch copy of the project (app/, content/, public/ without the build, the
 * config files; node_modules linked), so the worker and browser tests' build/ and public/build/
 * and the working tree's content/ are never touched. The dev script is killed with its whole
 * process group (workerd, esbuild) whatever happens.
 */
import { type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { SPEC_TRADES } from "../fixtures/spec";
import { REMIX_PAGE } from "../support/remix-page";
import { askWhileRebuilding } from "./asking";
import { eventStream } from "./event-stream";
import { idleAfter } from "./idle";
import { devReady, makeScratch, startDev, stopDev } from "./scratch";

const STARTUP_MS = 240_000; // a cold first build took 14 to 50 s on this shared two-core machine
const QUIET_AFTER_RELOAD_MS = 3_000;
const STAMP = "generated-stamp.json";
/** A post of SPEC's news list (content/posts/<slug>.md). */
const MARKDOWN_POST = "apprentice-awards";

describe("npm run dev", () => {
  let scratch: string;
  let dev: ChildProcess;
  let output = "";
  let pageUrl: string;
  let eventsUrl: string;
  let startup = 0;
  /** The client scripts a page names, each once. */
  const scriptSources = (html: string) => [...new Set(html.match(/\/build\/[^"]+\.js/g))];
  /** A page's HTML, its scripts' addresses, and their text (the browser bundle it loads). */
  const withScripts = async (path: string) => {
    const html = await (await fetch(`${pageUrl}${path}`)).text();
    const sources = scriptSources(html);
    const texts = await Promise.all(sources.map(async (src) => (await fetch(`${pageUrl}${src}`)).text()));
    return { html, sources, scripts: texts.join("\n") };
  };

  beforeAll(async () => {
    scratch = makeScratch();
    // A generator step like the content build: it runs before `remix build` and writes into
    // content/, a folder the dev loop watches, different bytes each time. The dev loop must
    // rerun it on every save, and its output must not start another build (a reload loop).
    writeFileSync(
      join(scratch, "generate.mjs"),
      `import { writeFileSync } from "node:fs";\nwriteFileSync("content/${STAMP}", JSON.stringify({ at: Date.now() }));\n`,
    );
    const manifest = JSON.parse(readFileSync(join(scratch, "package.json"), "utf8")) as { scripts: { build: string } };
    manifest.scripts.build = `node generate.mjs && ${manifest.scripts.build}`;
    writeFileSync(join(scratch, "package.json"), JSON.stringify(manifest, null, 2));

    const started = performance.now();
    // The editor's local backend is the editor tests' (tests/editor/): left out here.
    dev = startDev(scratch, ["--port", "0", "--reload-port", "0", "--no-inspector", "--no-editor"]);
    ({ pageUrl, eventsUrl } = await devReady(dev, STARTUP_MS, (chunk) => (output += chunk)));
    startup = Math.round(performance.now() - started);
  }, STARTUP_MS + 10_000);

  afterAll(async () => {
    await stopDev(dev);
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  it("serves pages with the edge cache off and a reload script the page's CSP allows", async () => {
    const first = await fetch(`${pageUrl}/trades`);
    const html = await first.text();
    expect(first.status).toBe(200);
    expect(html).toContain(SPEC_TRADES.carpenter!.listingPay);
    // Caches off: a second request is rendered again, never answered from memory or Cache API.
    expect(first.headers.get("x-edge-cache")).toBe("MISS");
    expect((await fetch(`${pageUrl}/trades`)).headers.get("x-edge-cache")).toBe("MISS");

    const csp = first.headers.get("content-security-policy") ?? "";
    const reloadOrigin = new URL(eventsUrl).origin;
    expect(csp).toMatch(new RegExp(`(^|; )connect-src 'self' ${reloadOrigin.replaceAll(".", "\\.")}(;|$)`));
    const scripts = [...html.matchAll(/<script>([^<]*)<\/script>/g)].map((m) => m[1]!);
    const reload = scripts.find((script) => script.includes("EventSource"));
    expect(reload).toContain(eventsUrl);
    const scriptSrc = /(?:^|; )script-src ([^;]*)/.exec(csp)?.[1]?.split(" ") ?? [];
    expect(scriptSrc).toContain(`'sha256-${createHash("sha256").update(reload!).digest("base64")}'`);

    // The web editor is the exception: its own saves start builds, and a reload would fold its
    // lists and lose what staff are typing into the next entry.
    const editor = await fetch(`${pageUrl}/admin/`);
    expect(editor.status).toBe(200);
    expect(await editor.text()).not.toContain("EventSource");
  });

  // The first wait also covers the first build's 39 cards, drawn from cold after it.
  const loadedAhead = (times: number) => idleAfter(() => output, times, times === 1 ? 60_000 : 30_000);

  it("reloads the open page once per save, with the saved change on it", async () => {
    const stream = eventStream(eventsUrl);
    try {
      // On connecting, a page learns the build it is looking at.
      const hello = await stream.next(0, 10_000);
      expect(hello?.event).toBe("build");

      const file = join(scratch, "content", "data", "trades", "carpenter.yaml");
      const before = readFileSync(file, "utf8");
      const figure = `salary: ${SPEC_TRADES.carpenter!.listingPay}`;
      expect(before).toContain(figure);
      const stampBefore = readFileSync(join(scratch, "content", STAMP), "utf8");
      // A page that hydrates keeps its scripts while the site rebuilds (asking.ts): the FAQ's, which Remix hydrates.
      const scripts = scriptSources(await (await fetch(`${pageUrl}${REMIX_PAGE}`)).text());
      expect(scripts.length).toBeGreaterThan(5);
      const edited = "$99,876";
      // Saved once the dev loop is idle (its first build's cards drawn, the next thread loaded).
      await loadedAhead(1);
      const logBeforeSave = output.length;
      const savedAt = performance.now();
      const asking = askWhileRebuilding(pageUrl, scripts);
      writeFileSync(file, before.replace(figure, `salary: ${edited}`));

      const reload = await stream.next(1, 60_000);
      const { wrong, asked, noServer } = await asking.stop();
      expect(wrong, "the open page's scripts while the site rebuilt").toEqual([]);
      console.log(
        `dev loop: the open page's ${scripts.length} scripts asked for ${asked} times during the rebuild: every answer the file; ${noServer} found no server while workerd restarted`,
      );
      expect(reload, `no reload event after the save:\n${output}`).not.toBeNull();
      expect(reload!.event).toBe("build");
      expect(reload!.data).not.toBe(hello!.data);
      const page = await (await fetch(`${pageUrl}/trades`)).text();
      const visible = performance.now();
      expect(page).toContain(edited);
      expect(page).not.toContain(SPEC_TRADES.carpenter!.listingPay);

      // The save ran package.json's build steps again, the generator among them.
      expect(readFileSync(join(scratch, "content", STAMP), "utf8")).not.toBe(stampBefore);

      // One build and one reload per save: nothing more starts once the page has reloaded,
      // although the generator wrote into content/ during the build. (A build starts within
      // the 40 ms quiet time of a change; its reload comes a build later, so the log is read.)
      const extra = await stream.next(2, QUIET_AFTER_RELOAD_MS);
      expect(extra, `a second event after one save: ${JSON.stringify(extra)}`).toBeNull();
      const builds = output.match(/\[dev\] .* changed: rebuilding/g) ?? [];
      expect(builds, `builds started by one save:\n${output}`).toEqual([
        "[dev] content/data/trades/carpenter.yaml changed: rebuilding",
      ]);

      // A trade's YAML reaches the site through the content build, which rewrites the module the
      // compile reads: Remix compiles once, or again when the compile beside the step read the old module.
      const log = /\[dev\] content\/data\/trades\/carpenter\.yaml: rebuilt in .*/.exec(output)?.[0] ?? "(no log line)";
      expect(log).toMatch(/Remix \d+ ms( in [12] compiles)?, /);
      console.log(
        `dev loop: ready in ${startup} ms; save → reload event ${Math.round(reload!.at - savedAt)} ms; ` +
          `save → new text fetched ${Math.round(visible - savedAt)} ms\n  ${log}`,
      );

      // The trade's card shows its pay: drawn again once the build is up, its line comes after
      // the build's (drawn by the steps, before it). The page names the new card at once.
      const drawn = /^share cards: \d+ pages, [1-9]\d* rendered/m;
      const cardLine = await vi.waitFor(
        () => {
          const found = drawn.exec(output.slice(logBeforeSave));
          expect(found, `no share card drawn after the pay's save:\n${output}`).not.toBeNull();
          return logBeforeSave + found!.index;
        },
        { timeout: 30_000, interval: 50 },
      );
      expect(output.indexOf(log), `the card was drawn before the build was up:\n${output}`).toBeLessThan(cardLine);
      const card = /<meta property="og:image" content="https?:\/\/[^/"]+(\/og\/trades-carpenter-[0-9a-f]+\.png)"/.exec(
        await (await fetch(`${pageUrl}/trades/carpenter`)).text(),
      )?.[1];
      expect(card, "the trade's page names no share card").toBeDefined();
      expect(existsSync(join(scratch, "public", card!)), `${card} was not drawn`).toBe(true);

      // Markdown reaches the site only through the content build: a post saved with a new
      // paragraph is on its page after the next reload.
      const post = join(scratch, "content", "posts", `${MARKDOWN_POST}.md`);
      const paragraph = "A paragraph saved while the dev loop runs.";
      const mdSavedAt = performance.now();
      writeFileSync(post, `${readFileSync(post, "utf8").trimEnd()}\n\n${paragraph}\n`);
      const mdReload = await stream.next(2, 60_000);
      expect(mdReload, `no reload event after the Markdown save:\n${output}`).not.toBeNull();
      expect(await (await fetch(`${pageUrl}/blog/${MARKDOWN_POST}`)).text()).toContain(paragraph);
      // The worker serves the files it found at its reload: the card is served from this build on.
      const picture = await fetch(`${pageUrl}${card}`);
      expect([picture.status, picture.headers.get("content-type")]).toEqual([200, "image/png"]);
      const mdLog =
        new RegExp(`\\[dev\\] content/posts/${MARKDOWN_POST}\\.md: rebuilt in .*`).exec(output)?.[0] ?? "(no log line)";
      // Nothing the post's save changed is in the browser bundle: the last one is used again.
      expect(mdLog).toContain("the browser bundle as it was");
      console.log(
        `dev loop, a Markdown save: save → reload event ${Math.round(mdReload!.at - mdSavedAt)} ms\n  ${mdLog}`,
      );

      // A module save after which the content build rewrites the module the site imports
      // (here the build tool's own header line): the compile that ran beside the step may have
      // read the old module, so Remix compiles again.
      // The dev loop loads the content build for the next save once a build is up; wait for that
      // (after the start and two builds), so the save below comes after the loading, every run.
      await loadedAhead(3);
      const tool = join(scratch, "scripts", "content", "generated-modules.ts");
      const header = "from the Markdown in content/. Do not edit:";
      expect(readFileSync(tool, "utf8")).toContain(header);
      writeFileSync(
        tool,
        readFileSync(tool, "utf8").replace(header, "from the Markdown in content/. Do not edit (dev loop test):"),
      );
      const toolReload = await stream.next(3, 60_000);
      expect(toolReload, `no reload event after the build tool's save:\n${output}`).not.toBeNull();
      expect(readFileSync(join(scratch, "app", "content", "generated", "prose.js"), "utf8")).toContain(
        "Do not edit (dev loop test):",
      );
      const toolLog =
        /\[dev\] scripts\/content\/generated-modules\.ts: rebuilt in .*/.exec(output)?.[0] ?? "(no log line)";
      expect(toolLog).toMatch(/Remix \d+ ms in 2 compiles/);

      // A component's save: the content build reads nothing under app/ it does not import, so it
      // is not run (it would only confirm that nothing changed, on the CPU the compile needs);
      // the page still shows the change. A save of a file under app/ that it imports (the
      // tokens its share cards are drawn with) runs it.
      const contentRuns = () => (output.match(/^content: \d+ trades/gm) ?? []).length;
      const footer = join(scratch, "app", "components", "SiteFooter", "SiteFooter.tsx");
      const runsBefore = contentRuns();
      // The footer's words are staff's (content/shared/interface.yaml): the saved change is code beside them.
      const footerEdited = readFileSync(footer, "utf8").replace(
        "{site.footer.followHeading}</h2>",
        "{site.footer.followHeading} (dev loop test)</h2>",
      );
      expect(footerEdited, "the footer's heading as the test expects to find it").toContain("(dev loop test)");
      writeFileSync(footer, footerEdited);
      expect(await stream.next(4, 60_000), `no reload event after the component's save:\n${output}`).not.toBeNull();
      // A page Remix hydrates whole (its browser bundle carries the footer; an island page's does not).
      const faq = await withScripts(REMIX_PAGE);
      expect(faq.html).toMatch(/Follow us(?:<!-- -->)? \(dev loop test\)/);
      // The browser bundle too, or React would hydrate the page with the old footer.
      expect(faq.scripts, `the page's scripts (${faq.sources.join(", ")})`).toContain(" (dev loop test)");
      expect(contentRuns(), `the content build ran for a component's save:\n${output}`).toBe(runsBefore);

      const tokens = join(scratch, "app", "styles", "tokens.ts");
      writeFileSync(tokens, readFileSync(tokens, "utf8").replace('navy: "#0d2137"', 'navy: "#0d2138"'));
      expect(await stream.next(5, 60_000), `no reload event after the tokens' save:\n${output}`).not.toBeNull();
      expect(contentRuns(), `the content build did not run for a save of a file it imports:\n${output}`).toBe(
        runsBefore + 1,
      );

      // A style's save reaches the page's stylesheet; a post's save after it keeps it there (the
      // dev loop writes the last CSS bundle again for a save of Markdown or YAML).
      // The site's stylesheet is inlined into every page (app/components/SiteStyles), cut to
      // the rules the page's HTML can use (app/lib/used-css.ts): the saved rule is on the
      // page's <footer>, so it stays.
      const stylesheet = async () => {
        const html = await (await fetch(`${pageUrl}/about`)).text();
        const css = /<style id="site-css">([^<]*)<\/style>/.exec(html)?.[1];
        expect(css, `no stylesheet on /about:\n${html.slice(0, 2000)}`).toBeDefined();
        return css!;
      };
      const rule = "outline-offset:7.25px";
      expect(await stylesheet()).not.toContain(rule);
      const footerStyles = join(scratch, "app", "components", "SiteFooter", "SiteFooter.css.ts");
      writeFileSync(
        footerStyles,
        `${readFileSync(footerStyles, "utf8")}\nimport { globalStyle as devLoopTest } from "@vanilla-extract/css";\ndevLoopTest("footer", { outlineOffset: "7.25px" });\n`,
      );
      expect(await stream.next(6, 60_000), `no reload event after the style's save:\n${output}`).not.toBeNull();
      expect(await stylesheet(), "the saved style is not in the page's stylesheet").toContain(rule);
      writeFileSync(post, `${readFileSync(post, "utf8").trimEnd()}\n\nOne more paragraph.\n`);
      expect(await stream.next(7, 60_000), `no reload event after the post's save:\n${output}`).not.toBeNull();
      expect(await (await fetch(`${pageUrl}/blog/${MARKDOWN_POST}`)).text()).toContain("One more paragraph.");
      expect(await stylesheet(), "the style went from the stylesheet after a post's save").toContain(rule);

      // A component and a post saved together, the post with a mistake: the content build
      // refuses it before anything is compiled. Once the post is mended, the component's change
      // is in the page's scripts too, although only the post was saved after the failure.
      const postBefore = readFileSync(post, "utf8");
      writeFileSync(footer, readFileSync(footer, "utf8").replace(" (dev loop test)</h2>", " (after a failure)</h2>"));
      writeFileSync(post, postBefore.replace(/^date: .*$/m, "date: not a date"));
      const failed = await stream.next(8, 60_000);
      expect(failed?.event, `no failed build after the post's mistake:\n${output}`).toBe("failed");
      // The page is told what is wrong in the content check's words: the file, and the field.
      expect(failed?.data).toContain(`content/posts/${MARKDOWN_POST}.md`);
      expect(failed?.data).toMatch(/date/i);
      writeFileSync(post, postBefore);
      expect(await stream.next(9, 60_000), `no reload event after the post was mended:\n${output}`).not.toBeNull();
      const mended = await withScripts(REMIX_PAGE);
      expect(mended.html).toMatch(/Follow us(?:<!-- -->)? \(after a failure\)/);
      expect(mended.scripts, "the page's scripts after the mended build").toContain(" (after a failure)");
    } finally {
      await stream.close();
    }
  }, 240_000);
});
