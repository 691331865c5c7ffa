// A post's text is checked before the save as content:check checks it after: a link through an
// old address, a link to no page of the site, a heading smaller than the toolbar's, a link that
// is not https://. The editor refuses the save naming the post and its field as it shows them,
// in content:check's words, and nothing is written. Expected values: what the test typed, the post's own title,
// and a redirect rule of the scratch copy's content/redirects.yaml.
import { expect, test } from "@playwright/test";
import { parse } from "yaml";
import { editingFile, publishNow, readScratch, signIn } from "./editor";

const SLUG = "apprentice-awards";
const FILE = `content/posts/${SLUG}.md`;

/** A rule of the site's own list whose old address is a plain one (no pattern), and where it goes. */
function anOldAddress(): { from: string; to: string } {
  const { rules } = parse(readScratch("content/redirects.yaml")) as { rules: Array<{ from: string; to?: string }> };
  const rule = rules.find((r) => r.to?.startsWith("/") && !/[:*]/.test(r.from));
  if (!rule?.to) throw new Error("content/redirects.yaml has no plain rule to a page");
  return { from: rule.from, to: rule.to };
}

const MISTAKES: Array<{
  name: string;
  typed: (old: { from: string }) => string;
  says: (old: { to: string }) => string;
}> = [
  {
    name: "a link through an old address",
    typed: (old) => `See [the news](${old.from}) page.`,
    says: (old) => `goes through an old address: link to ${old.to} instead`,
  },
  {
    name: "a link to no page of the site",
    typed: () => "See [our open day](/open-day-2031).",
    says: () => "the link to /open-day-2031 goes to no page on this site (check the spelling",
  },
  {
    name: "a heading below ###",
    typed: () => "#### A fourth level heading",
    says: () => "a post's headings are ## or ### (Heading 2 or 3 in the editor)",
  },
  {
    name: "a link that is not https://",
    typed: () => "See [the old site](http://example.com/about).",
    says: () =>
      "the link to http://example.com/about must start with / (a page of this site), https://, mailto: or tel:",
  },
];

for (const { name, typed, says } of MISTAKES) {
  test(`a post's text with ${name} is refused before save, naming the post's text field and what to do`, async ({
    page,
  }) => {
    await editingFile(page, FILE, async (before) => {
      const title = (parse(/^---\n([\s\S]*?)\n---/.exec(before)![1]!) as { title: string }).title;
      const old = anOldAddress();
      await signIn(page, `/collections/posts/entries/${SLUG}`);
      // Typed as Markdown: the switch beside "Rich Text" shows the text as it is written.
      const markdown = page.getByRole("switch").last();
      const bold = page.getByRole("button", { name: "Bold", exact: true }).last();
      await expect(bold).toBeEnabled();
      await markdown.click();
      await expect(markdown).toBeChecked();
      // The switch turns before Decap has swapped the rich text box for the Markdown one; the
      // Markdown box's toolbar is drawn with every button disabled.
      await expect(bold).toBeDisabled();
      await page.locator("[data-slate-editor=true]").click();
      await page.keyboard.press("Control+End");
      // Inserted whole, as a paste is, and as paragraphs of their own, so the caret may be
      // anywhere: on a busy machine the box may not yet have taken the click's caret, and keys
      // pressed then (Control+End, Enter) do nothing, leaving the text mid-sentence, where "#### "
      // is no heading (docs/testing.md). The last paragraph is drawn by the preview once the
      // editor holds the text.
      await page.keyboard.insertText(`\n\n${typed(old)}\n\nThe last words of the post.\n\n`);
      await expect(page.frameLocator("#preview-pane").getByText("The last words of the post.")).toBeVisible();
      await publishNow(page);
      await expect(page.getByText(`News posts › ${title} › Text of the post: `, { exact: false })).toBeVisible();
      await expect(page.getByText(says(old), { exact: false })).toBeVisible();
      await expect(page.getByText("Entry saved")).toHaveCount(0);
      expect(readScratch(FILE)).toBe(before);
    });
  });
}
