// Edits staff make in the web editor, as the editor writes them, applied to a scratch copy of the
// project (tests/dev/scratch.ts: the pinned launch content in its content/). Each is a realistic
// week in the life of the site: none may fail content:check, the build or the live
// suite. The files are edited as text, the way Decap saves them, not through the site's code.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { asEditorSaves } from "../../scripts/content/editor-format";
import { withoutMetadata } from "../../scripts/images/metadata.mjs";
import { cameraPhoto } from "../support/photos.mjs";

type Edit = { what: string; apply: (content: string) => Promise<void> | void };

/** A day about three months ahead: scheduled, and inside the year ahead content:check allows. */
const IN_THREE_MONTHS = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
const read = (content: string, relative: string) => readFileSync(join(content, relative), "utf8");
/** Writes a file as the editor saves it: a text file in its form (editor-format.ts), a photo as it is (the camera's details taken out). */
const write = (content: string, relative: string, text: string | Buffer) => {
  mkdirSync(dirname(join(content, relative)), { recursive: true });
  writeFileSync(join(content, relative), typeof text === "string" ? asEditorSaves(`content/${relative}`, text) : text);
};
/** Replaces the one line that starts with `key:` at the file's top level. */
const setField = (text: string, key: string, value: string) => {
  const pattern = new RegExp(`^${key}: .*$`, "m");
  if (!pattern.test(text)) throw new Error(`no top-level ${key}: line to edit`);
  return text.replace(pattern, `${key}: ${value}`);
};
const photo = async (content: string, relative: string, width: number, height: number, seed: number) =>
  write(content, relative, await withoutMetadata(await cameraPhoto(width, height, seed)));

const post = (front: Record<string, string>, body: string) =>
  `---\n${Object.entries(front)
    .map(([key, value]) => `${key}: ${value}`)
    .join("\n")}\n---\n\n${body}\n`;

/** A title of 300 characters, as someone pasting a whole sentence into the title box would write. */
export const LONG_TITLE =
  "Our apprentices spent a whole week on the new school building in the northern suburbs, framing walls, running cables, laying bricks and fixing pipes alongside their host employers, and here is everything they learnt about working on a big site as part of a team, from the first toolbox talk to the last"
    .padEnd(300, ".")
    .slice(0, 300);
/** The file name the editor makes from that title: at most 60 characters, cut after a whole word (public/admin/editor.js). */
export const LONG_TITLE_FILE = "our-apprentices-spent-a-whole-week-on-the-new-school";

export const GOOD_EDITS: readonly Edit[] = [
  {
    what: "a pay rise: the electrician's and the plumber's yearly pay",
    apply: (c) => {
      write(c, "data/trades/electrician.yaml", setField(read(c, "data/trades/electrician.yaml"), "salary", "$121,000"));
      write(c, "data/trades/plumber.yaml", setField(read(c, "data/trades/plumber.yaml"), "salary", "$93,500"));
    },
  },
  {
    what: "a first-year rate in dollars and cents (its card is made from it)",
    apply: (c) => {
      const file = "data/trades/bricklayer.yaml";
      write(c, file, setField(read(c, file), "startingHourly", "$22.50"));
    },
  },
  {
    what: "a new trade, with its quiz traits",
    apply: (c) => {
      const trade = read(c, "data/trades/plumber.yaml")
        .replace(/^order: .*$/m, "order: 16")
        .replace(/^slug: .*$/m, "slug: roof-plumber")
        .replace(/^name: .*$/m, "name: Roof Plumber");
      write(c, "data/trades/roof-plumber.yaml", trade);
      write(
        c,
        "find-your-trade/traits/roof-plumber.yaml",
        read(c, "find-your-trade/traits/plumber.yaml")
          .replace(/^trade: plumber$/m, "trade: roof-plumber")
          .replace(/plumber page \(\/trades\/plumber\)/, "roof plumber page (/trades/roof-plumber)"),
      );
    },
  },
  // A post no redirect rule leads to (removing one a rule leads to is refused by content:check, which
  // names the rule in content/redirects.yaml to change: tests/unit/content-check-mutants.test.ts).
  { what: "a post removed", apply: (c) => rmSync(join(c, "posts/apprentices-kicking-goals.md")) },
  {
    what: "a post with digits in its address and a camera photo as its cover",
    apply: async (c) => {
      await photo(c, "images/posts/img-2041.jpg", 4032, 2268, 11);
      write(
        c,
        "posts/top-5-tips-for-2026.md",
        post(
          {
            title: "Top 5 tips for starting your apprenticeship in 2026",
            date: "2026-01-20",
            excerpt: "Five things our field officers wish every new apprentice knew before their first week on site.",
            image: "/images/posts/img-2041.jpg",
            alt: "A new apprentice in a hard hat listening to a field officer on a building site",
          },
          "Starting an apprenticeship is a big step. Here are five things that help.\n\n## Ask questions\n\nEveryone on site was new once.",
        ),
      );
    },
  },
  {
    what: "a post whose cover is a 4:3 phone photo (cropped to 16:9 by the build)",
    apply: async (c) => {
      await photo(c, "images/posts/img-2042.jpg", 4032, 3024, 14);
      write(
        c,
        "posts/meet-jordan.md",
        read(c, "posts/meet-jordan.md").replace(/^image: .*$/m, "image: /images/posts/img-2042.jpg"),
      );
    },
  },
  {
    what: "a staff member with a photo",
    apply: async (c) => {
      await photo(c, "images/staff/staff-portrait.jpg", 800, 800, 12);
      write(
        c,
        "data/staff.yaml",
        `${read(c, "data/staff.yaml").trimEnd()}\n  - name: Priya Nair\n    role: Field Officer\n    phone: (08) 5550 1203\n    email: priya.nair@example.com\n    photo:\n      src: /images/staff/staff-portrait.jpg\n      alt: Priya Nair, Field Officer, standing in front of a timber frame\n    bio: Priya visits apprentices in the southern suburbs and helps schools set up school-based apprenticeships.\n`,
      );
    },
  },
  {
    what: "a story's drawing replaced by a JPEG photo",
    apply: async (c) => {
      await photo(c, "images/stories/aisha-on-site.jpg", 1200, 900, 13);
      write(
        c,
        "data/stories.yaml",
        read(c, "data/stories.yaml").replace("/images/stories/aisha.svg", "/images/stories/aisha-on-site.jpg"),
      );
    },
  },
  {
    what: "an FAQ question reworded",
    apply: (c) => {
      const faq = read(c, "faq.md");
      write(c, "faq.md", faq.replace(/^## .*$/m, "## So what exactly is an apprenticeship?"));
    },
  },
  {
    what: "a post with a 300-character title, named by the editor",
    apply: (c) =>
      write(
        c,
        `posts/${LONG_TITLE_FILE}.md`,
        post(
          {
            title: JSON.stringify(LONG_TITLE),
            date: "2025-09-02",
            excerpt: "A week on a big school build taught our apprentices more than any classroom could.",
            image: "/images/posts/meet-jordan.svg",
            alt: "Apprentices in hi-vis vests listening to a site supervisor beside a timber frame",
            // As the editor writes it: the address it made from the title, the file's name.
            address: LONG_TITLE_FILE,
          },
          "The northern suburbs school build gave our apprentices a week they will not forget.",
        ),
      ),
  },
  {
    what: "a post dated in the future",
    apply: (c) =>
      write(
        c,
        "posts/open-day.md",
        post(
          {
            title: "Open day at the training centre",
            date: IN_THREE_MONTHS,
            excerpt: "Come and see the workshops, meet apprentices and talk to host employers at our open day.",
            image: "/images/posts/meet-jordan.svg",
            alt: "Visitors watching an apprentice demonstrate brick laying in a workshop",
          },
          "Everyone is welcome at the open day.",
        ),
      ),
  },
  {
    what: "the menu button, the skip link and a trade page's headings in staff's own words",
    apply: (c) => {
      write(
        c,
        "shared/interface.yaml",
        read(c, "shared/interface.yaml")
          .replace(/^ {2}menuButton: .*$/m, "  menuButton: Site menu")
          .replace(/^ {2}skipLink: .*$/m, "  skipLink: Skip to the page"),
      );
      write(
        c,
        "pages/trade-page.yaml",
        read(c, "pages/trade-page.yaml")
          .replace(/^ {2}heading: At a glance$/m, "  heading: The facts")
          .replace(/^ {2}heading: How it compares$/m, "  heading: Against the other trades"),
      );
    },
  },
];
