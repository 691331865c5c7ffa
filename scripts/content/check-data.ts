/**
 * The files under content/data/ (trades, stories, videos, testimonials, gallery, banners, staff,
 * partners): each is read as YAML, checked against its schema in app/content/data-schema.ts, and
 * its pictures are looked up (size read from the file), giving the values the site renders.
 * Problems are reported like the Markdown's: "content/data/staff.yaml, line 7: staff[2].phone ...".
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { z } from "zod";
import { DATA_FILES, TRADES_FOLDER, tradeFileSchema } from "../../app/content/data-schema";
import type {
  Focus,
  Image,
  Partner,
  Staff,
  SuccessStory,
  Testimonial,
  Trade,
  VideoStory,
} from "../../app/content/schema";
import { bannersByPage } from "./check-banners";
import type { Checking } from "./check-context";
import { fieldName, frontMatterProblems, knownKeysOf } from "./check-front-matter";
import { editorNamer, titleIn } from "./editor-place";
import { checkImage } from "./check-images";
import { slotOf } from "./image-slots";
import { readYaml, type YamlData } from "./yaml";

export type DataContent = {
  trades: Trade[];
  /** Every trade file's name, even one with a problem: its page exists once it is mended. */
  tradeSlugs: string[];
  stories: SuccessStory[];
  /** Home's teaser: the story it shows. */
  home: { story: SuccessStory | null };
  videos: VideoStory[];
  testimonials: Testimonial[];
  gallery: { home: Image[]; about: Image[]; blog: Image[]; stories: Image[] };
  /** The picture beside a page's heading on wide screens, by the page's address. */
  banners: Record<string, Image>;
  staff: Staff[];
  staffBios: Record<string, string>;
  partners: Partner[];
};

/** What to write when a field of a data file is missing. */
const HINTS: Record<string, string> = {
  src: "name the picture file, like /images/staff/jo-citizen.jpg",
  alt: "describe what the photo shows, for people who cannot see it",
  name: "write the name",
  order: "give the trade's place in the list, 1 for the first",
  page: "write the page's address, like /info-for-students",
  picture: "give the picture's file (src) and what it shows (alt)",
};

const readText = (file: string) => readFileSync(file, "utf8").replace(/\r\n?/g, "\n");

/** One YAML file, checked against its schema; null (problems reported) when it will not do. */
function readDataFile<S extends z.ZodType>(
  { contentDir, add }: Checking,
  relative: string,
  schema: S,
): { value: z.infer<S>; yaml: YamlData } | null {
  const file = join(contentDir, relative);
  if (!existsSync(file)) {
    add(relative, 1, "this file is missing");
    return null;
  }
  const yaml = readYaml(readText(file), 1, (line, message) => add(relative, line, message), "the file");
  if (yaml.data === undefined) return null;
  const result = schema.safeParse(yaml.data ?? {});
  if (!result.success) {
    const named = editorNamer(`content/${relative}`, fieldName, titleIn(yaml.data));
    for (const p of frontMatterProblems(result.error.issues, yaml, knownKeysOf(schema), "this file", HINTS, named))
      add(relative, p.line, p.message);
    return null;
  }
  return { value: result.data, yaml };
}

const isPicture = (value: unknown): value is { src: string; alt: string; focus?: Focus } =>
  !!value &&
  typeof value === "object" &&
  !Array.isArray(value) &&
  ["alt,src", "alt,focus,src"].includes(Object.keys(value).sort().join());

/**
 * Every picture ({ src, alt }) in a checked file, with its size read from the file; false when
 * one will not do (reported at its line).
 */
function withSizes(checking: Checking, relative: string, yaml: YamlData, value: unknown): unknown {
  let ok = true;
  const walk = (node: unknown, path: PropertyKey[]): unknown => {
    if (isPicture(node)) {
      const line = yaml.lineOf([...path, "src"]);
      const field = editorNamer(`content/${relative}`, fieldName, titleIn(value))([...path, "src"]);
      const image = checkImage(checking, relative, line, field, node.src, node.alt, slotOf(relative, path), node.focus);
      if (!image) ok = false;
      return image;
    }
    if (Array.isArray(node)) return node.map((item, i) => walk(item, [...path, i]));
    if (node && typeof node === "object")
      return Object.fromEntries(Object.entries(node).map(([key, item]) => [key, walk(item, [...path, key])]));
    return node;
  };
  const out = walk(value, []);
  return ok ? out : false;
}

function readWithSizes<S extends z.ZodType>(checking: Checking, relative: string, schema: S) {
  const read = readDataFile(checking, relative, schema);
  if (!read) return null;
  const sized = withSizes(checking, relative, read.yaml, read.value);
  // The sizes are all the file did not say; the types are the schema's with Image for pictures.
  return sized === false ? null : { value: sized as Sized<z.infer<S>>, lineOf: read.yaml.lineOf };
}
type Sized<T> = T extends { src: string; alt: string }
  ? Image
  : T extends Array<infer U>
    ? Array<Sized<U>>
    : T extends object
      ? { [K in keyof T]: Sized<T[K]> }
      : T;

const tradeFiles = (contentDir: string) => {
  const folder = join(contentDir, TRADES_FOLDER);
  return existsSync(folder)
    ? readdirSync(folder)
        .filter((name) => name.endsWith(".yaml"))
        .sort()
    : [];
};

/** content/data/trades/*.yaml, in their `order`; the file name is the trade's address. */
function readTrades(checking: Checking): Trade[] {
  const { contentDir, add } = checking;
  const names = tradeFiles(contentDir);
  if (!names.length) add(TRADES_FOLDER, 1, "there are no trade files (<slug>.yaml) in this folder");
  const read: Array<Trade & { order: number }> = [];
  const orders = new Map<number, string>();
  for (const name of names) {
    const relative = `${TRADES_FOLDER}/${name}`;
    const file = readDataFile(checking, relative, tradeFileSchema);
    if (!file) continue;
    const trade = file.value;
    const slug = name.replace(/\.yaml$/, "");
    if (trade.slug !== slug) {
      add(relative, file.yaml.lineOf(["slug"]), `slug must be the file's name without .yaml: ${slug}`);
      continue;
    }
    const clash = orders.get(trade.order);
    if (clash) {
      add(
        relative,
        file.yaml.lineOf(["order"]),
        `order ${trade.order} is already used by content/${clash}: give each trade its own place`,
      );
      continue;
    }
    orders.set(trade.order, relative);
    read.push(trade);
  }
  return read.sort((a, b) => a.order - b.order).map(({ order: _order, ...trade }) => trade);
}

/** Home's teaser must name a story of the file. */
function homeTeaser(
  { add }: Checking,
  {
    value: { home, stories },
    lineOf,
  }: { value: { home: { story: string }; stories: SuccessStory[] }; lineOf: YamlData["lineOf"] },
): DataContent["home"] | null {
  const relative = "data/stories.yaml";
  const story = stories.find((s) => s.name === home.story);
  if (!story) {
    add(
      relative,
      lineOf(["home", "story"]),
      `home.story is "${home.story}", who is not in the stories: write the name of one of them exactly`,
    );
    return null;
  }
  return { story };
}

/** Everything under content/data/; what has a problem is left out (and the build refuses to write). */
export function buildData(checking: Checking): DataContent {
  const stories = readWithSizes(checking, "data/stories.yaml", DATA_FILES["data/stories.yaml"]);
  const videos = readWithSizes(checking, "data/videos.yaml", DATA_FILES["data/videos.yaml"]);
  const testimonials = readWithSizes(checking, "data/testimonials.yaml", DATA_FILES["data/testimonials.yaml"]);
  const gallery = readWithSizes(checking, "data/gallery.yaml", DATA_FILES["data/gallery.yaml"]);
  const staff = readWithSizes(checking, "data/staff.yaml", DATA_FILES["data/staff.yaml"]);
  const partners = readWithSizes(checking, "data/partners.yaml", DATA_FILES["data/partners.yaml"]);
  const banners = readWithSizes(checking, "data/banners.yaml", DATA_FILES["data/banners.yaml"]);
  const home = stories && homeTeaser(checking, stories);
  const trades = readTrades(checking);
  const tradeSlugs = tradeFiles(checking.contentDir).map((name) => name.replace(/\.yaml$/, ""));
  return {
    trades,
    tradeSlugs,
    home: home ?? { story: null },
    stories: stories?.value.stories ?? [],
    videos: videos?.value.videos ?? [],
    testimonials: testimonials?.value.testimonials ?? [],
    gallery: gallery?.value ?? { home: [], about: [], blog: [], stories: [] },
    banners: banners
      ? bannersByPage(checking, "data/banners.yaml", banners.value.banners, banners.lineOf, trades, tradeSlugs)
      : {},
    staff: staff?.value.staff.map(({ bio: _bio, ...person }) => person) ?? [],
    staffBios: Object.fromEntries(staff?.value.staff.map((person) => [person.name, person.bio]) ?? []),
    partners: partners?.value.partners ?? [],
  };
}
