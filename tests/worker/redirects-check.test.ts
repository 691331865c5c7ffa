// `npm run redirects:check` over the sample of the old site's shapes in the repo
// (tests/fixtures/old-addresses.txt), against the built worker: every must-keep address lands in
// one hop and every gone one stays gone. And the check's own verdicts, on lists made here: a
// must-keep address that 404s fails it, as a sitemap's or a Search Console export's do.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { main } from "../../scripts/redirects/check";
import { baseUrl } from "./support";

const dir = mkdtempSync(join(tmpdir(), "redirects-check-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function check(list: string) {
  const file = join(dir, `list-${Math.random().toString(36).slice(2)}`);
  writeFileSync(file, list);
  const lines: string[] = [];
  const code = await main([file, "--base", String(baseUrl())], (line) => void lines.push(line));
  return { code, lines };
}

describe("npm run redirects:check", () => {
  it("the repo's sample of the old site passes: one hop to a page, or gone", async () => {
    const lines: string[] = [];
    const code = await main(
      ["tests/fixtures/old-addresses.txt", "--base", String(baseUrl())],
      (l) => void lines.push(l),
    );
    expect(lines.at(-1)).toBe("No problems.");
    expect(code).toBe(0);
    expect(lines).toContain("200 1 hop   /2024/05/23/meet-jordan/ → /blog/meet-jordan  [keep]");
    expect(lines).toContain("410 0 hops  /wp-content/uploads/2024/02/photo.jpg  [gone]");
  });

  it("a must-keep address that ends in a 404 fails the check, named", async () => {
    const { code, lines } = await check("keep /no-such-old-page/\n/news\n");
    expect(code).toBe(1);
    expect(lines[0]).toBe("404 0 hops  /no-such-old-page/  [keep]  ✗ must land on a page, ends in 404");
    expect(lines[1]).toBe("200 1 hop   /news → /blog");
    expect(lines.at(-1)).toBe("1 problem(s): 1 must-keep address(es) lost or slowed, marked ✗ above.");
  });

  it("a gone address that lands on a page fails it", async () => {
    const { code, lines } = await check("gone /news\n");
    expect(code).toBe(1);
    expect(lines[0]).toBe("200 1 hop   /news → /blog  [gone]  ✗ must be gone (404 or 410), lands on a page");
  });

  it("reads a sitemap and a Search Console export: each address must be kept", async () => {
    const sitemap = await check(
      `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://old.example/2024/05/23/meet-jordan/</loc></url><url><loc>https://old.example/gone-page/</loc></url></urlset>`,
    );
    expect(sitemap.code).toBe(1);
    expect(sitemap.lines.slice(0, 2)).toEqual([
      "200 1 hop   /2024/05/23/meet-jordan/ → /blog/meet-jordan  [keep]",
      "404 0 hops  /gone-page/  [keep]  ✗ must land on a page, ends in 404",
    ]);
    const csv = await check(
      'Top pages,Clicks,Impressions,CTR,Position\n"https://old.example/category/news/",12,300,4%,8.1\nhttps://old.example/feed/,3,40,7.5%,5\n',
    );
    expect(csv.code).toBe(0);
    expect(csv.lines.slice(0, 2)).toEqual([
      "200 1 hop   /category/news/ → /blog  [keep]",
      "200 1 hop   /feed/ → /blog/rss.xml  [keep]",
    ]);
  });
});
