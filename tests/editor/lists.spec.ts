// The editor's lists as staff scan them. The News posts list names each post with its date as
// the date box shows it, day first (DD/MM/YYYY HH:mm), never as the file stores it. Expected
// values: each post file's own front matter, written day first here by hand.
import { readdirSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { parse } from "yaml";
import { guardOutside, readScratch, scratchPath, signIn } from "./editor";

/** A stored date (2024-11-28, or 2026-11-29T09:00) as the date box shows it. */
function dayFirst(stored: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/.exec(stored);
  if (!match) throw new Error(`a post's date is stored as ${stored}, not YYYY-MM-DD or YYYY-MM-DDTHH:mm`);
  const [, year, month, day, hour = "00", minute = "00"] = match;
  return `${day}/${month}/${year} ${hour}:${minute}`;
}

// Staff's browsers keep Adelaide's time: a date read as UTC and shown in local time would move.
test.use({ timezoneId: "Australia/Adelaide" });

test("the News posts list shows each post's date day first, as the date box does", async ({ page }) => {
  const outside = await guardOutside(page);
  const posts = readdirSync(scratchPath("content/posts"))
    .filter((file) => file.endsWith(".md"))
    .map((file) => {
      const front = /^---\n([\s\S]*?)\n---/.exec(readScratch(`content/posts/${file}`))![1]!;
      // The YAML 1.2 core schema keeps a date as the text written, as the editor reads it.
      const { title, date } = parse(front) as { title: string; date: string };
      return { title, date: String(date) };
    });
  expect(posts.length).toBeGreaterThan(0);
  await signIn(page, "/collections/posts");
  for (const { title, date } of posts) {
    await expect(page.getByText(`${title} (${dayFirst(date)})`, { exact: true })).toBeVisible();
  }
  await expect(page.getByText(/\(\d{4}-\d{2}-\d{2}/)).toHaveCount(0);
  expect(outside).toEqual([]);
});
