/**
 * The previews (decision 028): each draws the site's own route component with loader data made
 * from the entry being edited, so the pane shows the page's markup with the site's classes. What
 * the page shows besides the entry (recent posts, shared words, other figures) is as last built.
 */
import type { ComponentType, ReactNode } from "react";
import BlogPost from "~/routes/blog.$slug";
import Home, { loader as homeLoader } from "~/routes/_index";
import CareerChangers, { loader as careerChangersLoader } from "~/routes/info-for-career-changers";
import HostEmployers, { loader as hostEmployersLoader } from "~/routes/info-for-host-employers";
import Parents, { loader as parentsLoader } from "~/routes/info-for-parents-guardians";
import Schools, { loader as schoolsLoader } from "~/routes/info-for-schools";
import Students, { loader as studentsLoader } from "~/routes/info-for-students";
import TradeRoute from "~/routes/trades.$slug";
import { TRADES, recentPosts } from "~/lib/content.server";
import { canonicalUrl } from "~/lib/seo.server";
import { tradeComparison } from "~/lib/trade-comparison.server";
import { homeCopy } from "~/lib/home-copy.server";
import { loadTrade, tradePay } from "~/lib/trade-route.server";
import { tradeFileSchema } from "~content/data-schema";
import { postPath, tradePath } from "~content/paths";
import type { HomeContent, Post, Trade } from "~content/schema";
import { SITE_SHELL } from "~content/shell";
import { SiteShellContext, SiteWordsContext } from "~/lib/site-words";
import { filled, pageCopy, postBlocks } from "./content";
import type { DecapPreviewProps } from "./island";
import type { PREVIEW_PAGES } from "./names";
import { PreviewDataContext } from "./remix-shim";

type Data = Record<string, unknown>;

/** Recent Posts as of the editor's opening: the list a visitor sees beside the post. */
const NOW = Date.now();

/** The entry's fields as plain data. */
const fieldsOf = (entry: DecapPreviewProps["entry"]): Data =>
  ((entry.get("data") as { toJS(): unknown } | undefined)?.toJS() ?? {}) as Data;

/**
 * What a loader answered: in the preview bundle `json` hands back its data (./cloudflare-shim.ts),
 * so the Response type the route module declares is the data itself here.
 */
const answered = (response: unknown): Data => response as Data;

const Page = ({ data, children }: { data: Data; children: ReactNode }) => (
  // <main> as the site's root draws it around every page, and the shell its loader sends (the
  // words of the controls), so the preview draws them in the same words.
  <main id="main">
    <SiteShellContext.Provider value={SITE_SHELL}>
      <SiteWordsContext.Provider value={SITE_SHELL.words}>
        <PreviewDataContext.Provider value={data}>{children}</PreviewDataContext.Provider>
      </SiteWordsContext.Provider>
    </SiteShellContext.Provider>
  </main>
);

const text = (value: unknown) => (typeof value === "string" ? value : "");

const isRecord = (value: unknown): value is Data =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The entry's words over the page as last built: what the entry does not hold (a new entry's
 * empty fields, words the build adds from another file, such as the schools page's partnership
 * paragraphs from prose/) is drawn as built, so the page's component always gets a whole page.
 */
export function overBuilt(built: unknown, edited: unknown): unknown {
  if (edited === undefined || edited === null) return built;
  if (!isRecord(built) || !isRecord(edited)) return edited;
  const keys = new Set([...Object.keys(built), ...Object.keys(edited)]);
  return Object.fromEntries([...keys].map((key) => [key, overBuilt(built[key], edited[key])]));
}

/** Today in Adelaide (YYYY-MM-DD), the day a post without a date yet would be published. */
const today = () => new Date().toLocaleDateString("en-CA", { timeZone: "Australia/Adelaide" });

/** The post's day as the editor holds it (YYYY-MM-DD…), or today while the field is empty or mid-typing. */
const postDay = (value: string) => {
  const day = value.slice(0, 10);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(Date.parse(day)) ? day : today();
};

type ImmutableLike = { get(key: string): unknown };
const isImmutable = (value: unknown): value is ImmutableLike =>
  typeof (value as ImmutableLike | null)?.get === "function";

/**
 * A photo uploaded into the entry and not saved yet: Decap keeps it in the browser (a blob:
 * address in the entry's mediaFiles) until the save, and its getAsset takes "/images/posts/x.jpg"
 * for an address the site serves, which it does only after the save's content build
 * (public/admin/editor.js does the same for the field's thumbnail). Names carry the photo's hash.
 */
function draftPhoto(entry: DecapPreviewProps["entry"], path: string): string {
  const name = path.slice(path.lastIndexOf("/") + 1);
  const files = entry.get("mediaFiles");
  if (!name || !files || typeof files !== "object" || !(Symbol.iterator in files)) return "";
  for (const file of files as Iterable<unknown>) {
    if (!isImmutable(file) || !file.get("draft")) continue;
    const filePath = file.get("path");
    const url = file.get("url");
    if (typeof filePath === "string" && filePath.endsWith(`/${name}`) && typeof url === "string") return url;
  }
  return "";
}

/** A photo field's address in the editor: a new upload's own copy until it is saved, else the saved file. */
const assetUrl = ({ entry, getAsset }: DecapPreviewProps, path: string) =>
  path ? draftPhoto(entry, path) || (getAsset(path)?.toString() ?? path) : "";

export function PostPreview(props: DecapPreviewProps) {
  const { entry } = props;
  const fields = filled(fieldsOf(entry));
  const slug = text(entry.get("slug")) || text(fields.address) || "new-post";
  const callout = fields.callout as Post["callout"] | undefined;
  const post = {
    id: 1,
    slug,
    title: text(fields.title),
    excerpt: text(fields.excerpt),
    // The editor writes the day and time; the page shows the day.
    date: postDay(text(fields.date)),
    publishAt: "",
    // Drawn at the cover's 16:9; the build reads the real size from the file.
    image: { src: assetUrl(props, text(fields.image)), alt: text(fields.alt), width: 1600, height: 900 },
    body: postBlocks(text(fields.body)),
    backToBlog: fields.backToBlog === true,
    callout: callout?.heading ? callout : undefined,
  } satisfies Post;
  return (
    <Page data={{ post, recent: recentPosts(slug, NOW), canonical: canonicalUrl(postPath(post)) }}>
      <BlogPost />
    </Page>
  );
}

export function TradePreview({ entry }: DecapPreviewProps) {
  const fields = filled(fieldsOf(entry));
  const built = TRADES.find((t) => t.slug === fields.slug) ?? TRADES[0]!;
  const base = answered(loadTrade(tradePath(built)));
  // Read as the build reads the file (its card figures made from the trade's); a field the check
  // would refuse, mid-edit, leaves the figures as last built.
  const read = tradeFileSchema.safeParse(fields);
  const trade: Trade = read.success
    ? { ...built, ...read.data }
    : { ...(overBuilt(built, fields) as Trade), cards: built.cards };
  return (
    <Page data={{ ...base, trade, pay: tradePay(trade), comparison: tradeComparison(trade) }}>
      <TradeRoute />
    </Page>
  );
}

type PageModule = (typeof PREVIEW_PAGES)[number];

const PAGE_ROUTES: Record<PageModule, { Route: ComponentType; loader: () => unknown }> = {
  home: { Route: Home, loader: homeLoader },
  "info-for-students": { Route: Students, loader: studentsLoader },
  "info-for-parents-guardians": { Route: Parents, loader: parentsLoader },
  "info-for-schools": { Route: Schools, loader: schoolsLoader },
  "info-for-career-changers": { Route: CareerChangers, loader: careerChangersLoader },
  "info-for-host-employers": { Route: HostEmployers, loader: hostEmployersLoader },
};

/** Home's loader closes the About section with where its figures come from (app/lib/home-copy.server.ts). */
function asLoaded(module: PageModule, copy: Data): Data {
  const about = copy.about as HomeContent["about"] | undefined;
  return module === "home" && about?.paragraphs ? homeCopy({ ...copy, about } as HomeContent) : copy;
}

/** A page's words (content/pages/<module>.yaml) drawn by its own route. */
export const pagePreview = (module: PageModule) =>
  function PagePreview({ entry }: DecapPreviewProps) {
    const { Route, loader } = PAGE_ROUTES[module];
    const fields = fieldsOf(entry);
    const base = answered(loader());
    const page = {
      ...(base.page as Data),
      title: fields.title,
      description: fields.description,
      heading: fields.heading,
    };
    return (
      <Page data={{ ...base, page, copy: asLoaded(module, overBuilt(base.copy, pageCopy(module, fields)) as Data) }}>
        <Route />
      </Page>
    );
  };
