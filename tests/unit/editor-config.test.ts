// The web editor (Decap CMS at /admin) and the schema must never disagree: a field in one and not
// the other, a list where the schema wants text, a choice the schema refuses, a required field the
// editor lets staff leave empty. Walks every collection's fields beside the schema its files are
// checked with (scripts/content/editor-config.ts names it), and reads the written config.yml back.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { DATA_FILES, TRADES_FOLDER } from "../../app/content/data-schema";
import { postFrontMatterSchema } from "../../app/content/schema";
import { POST_TEMPLATE, POST_TEMPLATE_TEXT } from "../../app/content/post-template";
import { EDITOR_COLLECTIONS, editorConfig, type Field } from "../../scripts/content/editor-config";
import { ADELAIDE_DATE_WIDGET } from "../../app/content/schema/editor-meta";
import { editorConfigText } from "../../scripts/content/editor-files";
import { PREVIEW_COLLECTIONS, PREVIEW_PAGES, WORDS_COLLECTION } from "../../app/preview/names";
import { SPEC_PAGE_PATHS, SPEC_REDIRECTS, SPEC_TRADES, SPEC_TRADE_PATHS } from "../fixtures/spec";

type Def = {
  type: string;
  innerType?: Schema;
  element?: Schema;
  out?: Schema;
  in?: Schema;
  entries?: Record<string, string>;
  values?: unknown[];
  options?: Schema[];
  items?: Schema[];
};
type Schema = { def: Def; shape?: Record<string, Schema> };

/** The schema a value finally meets, and whether it may be left out. */
function inner(schema: Schema): { schema: Schema; optional: boolean } {
  let s = schema;
  let optional = false;
  let required = false;
  for (;;) {
    // .required() on an optional field: it may not be left out after all.
    if (s.def.type === "nonoptional" && s.def.innerType) {
      required = true;
      s = s.def.innerType;
      continue;
    }
    // nullable: an empty value is one the schema takes ("not shown"), so the editor may leave it empty.
    if (["optional", "default", "nullable"].includes(s.def.type)) optional = true;
    if (["optional", "nullable", "default"].includes(s.def.type) && s.def.innerType) s = s.def.innerType;
    // A preprocess is a pipe into the schema; a transform, a pipe out of it into the value made.
    else if (s.def.type === "pipe" && s.def.out?.def.type === "transform" && s.def.in) s = s.def.in;
    else if (s.def.type === "pipe" && s.def.out) s = s.def.out;
    else return { schema: s, optional: optional && !required };
  }
}

/** The values a choice may take: an enum's, a literal's, or a union of literals'. */
function choices(schema: Schema): unknown[] | null {
  if (schema.def.type === "enum") return Object.values(schema.def.entries ?? {});
  if (schema.def.type === "literal") return schema.def.values ?? [];
  if (schema.def.type === "union")
    return (schema.def.options ?? []).flatMap((option) => choices(inner(option).schema) ?? [NaN]);
  return null;
}

const optionValues = (field: Field) => (field.options ?? []).map((o) => (typeof o === "object" ? o.value : o));

/**
 * Every disagreement between a field and its schema, as "path: what is wrong". `positional`: the
 * field serves every item of a fixed list (a tuple), so a value the schema fixes at this place
 * need only be one of the field's choices.
 */
function disagreements(
  field: Field,
  schema: Schema,
  path: string,
  inOptionalGroup: boolean,
  positional = false,
): string[] {
  const { schema: s, optional } = inner(schema);
  const out: string[] = [];
  const type = s.def.type;
  if (field.widget === "hidden") return out; // a fixed value the editor writes itself (checked by the schema)
  if (inOptionalGroup) {
    if (field.required !== false) out.push(`${path}: inside a group that may be left empty, so not required`);
  } else if (optional !== (field.required === false))
    out.push(`${path}: the schema says ${optional ? "optional" : "required"}, the editor the opposite`);
  const group = inOptionalGroup || (optional && type === "object");
  if (type === "object") {
    if (field.widget !== "object") return [...out, `${path}: a group in the schema, a ${field.widget} in the editor`];
    out.push(...sameFields(field.fields ?? [], s, path, group, positional));
  } else if (type === "tuple") {
    // A fixed list (SPEC's five steps): exactly its length, and one set of fields serving every item.
    const items = s.def.items ?? [];
    if (field.widget !== "list")
      return [...out, `${path}: a fixed list in the schema, a ${field.widget} in the editor`];
    if (field.min !== items.length || field.max !== items.length)
      out.push(
        `${path}: the schema lists exactly ${items.length}, the editor ${String(field.min)} to ${String(field.max)}`,
      );
    items.forEach((item, i) => {
      const itemPath = `${path}[${i}]`;
      if (field.field) out.push(...disagreements({ ...field.field, required: undefined }, item, itemPath, group, true));
      else out.push(...sameFields(field.fields ?? [], inner(item).schema, itemPath, group, true));
    });
  } else if (type === "array") {
    const element = s.def.element!;
    if (field.widget === "select" && field.multiple) {
      const allowed = choices(inner(element).schema);
      if (!allowed || optionValues(field).some((v) => !allowed.includes(v)))
        out.push(`${path}: offers choices the schema refuses`);
    } else if (field.widget !== "list") out.push(`${path}: a list in the schema, a ${field.widget} in the editor`);
    else if (field.field)
      out.push(...disagreements({ ...field.field, required: undefined }, element, `${path}[]`, group));
    else out.push(...sameFields(field.fields ?? [], inner(element).schema, `${path}[]`, group));
  } else if (choices(s)) {
    const allowed = choices(s)!;
    if (field.widget !== "select") out.push(`${path}: a choice in the schema, a ${field.widget} in the editor`);
    else if (positional && type === "literal") {
      if (!optionValues(field).includes(allowed[0] as string))
        out.push(`${path}: lacks the value the schema fixes here`);
    } else {
      const offered = optionValues(field);
      if (offered.some((v) => !allowed.includes(v))) out.push(`${path}: offers a choice the schema refuses`);
      if (allowed.some((v) => !(offered as unknown[]).includes(v)))
        out.push(`${path}: lacks a choice the schema allows`);
    }
  } else if (type === "number") {
    if (field.widget !== "number") out.push(`${path}: a number in the schema, a ${field.widget} in the editor`);
  } else if (type === "boolean") {
    if (field.widget !== "boolean") out.push(`${path}: true/false in the schema, a ${field.widget} in the editor`);
  } else if (type === "string") {
    if (!["string", "text", "image", "datetime", ADELAIDE_DATE_WIDGET, "markdown"].includes(field.widget))
      out.push(`${path}: text in the schema, a ${field.widget} in the editor`);
  } else out.push(`${path}: the schema's ${type} has no editor field to match`);
  return out;
}

/** The fields of a group against the schema's: the same names, each agreeing. */
function sameFields(
  fields: readonly Field[],
  schema: Schema,
  path: string,
  inOptionalGroup: boolean,
  positional = false,
): string[] {
  const shape = schema.shape ?? {};
  const out: string[] = [];
  const names = fields.map((f) => f.name);
  for (const name of Object.keys(shape))
    if (!names.includes(name)) out.push(`${path}.${name}: in the schema, not in the editor`);
  for (const field of fields) {
    const own = shape[field.name];
    if (!own) out.push(`${path}.${field.name}: in the editor, not in the schema`);
    else out.push(...disagreements(field, own, `${path}.${field.name}`, inOptionalGroup, positional));
  }
  return out;
}

type Collection = { name: string; folder?: string; fields?: Field[]; files?: Array<{ file: string; fields: Field[] }> };

describe("the web editor's fields and the schema", () => {
  for (const { collection, schemas } of EDITOR_COLLECTIONS) {
    const c = collection as unknown as Collection;
    const parts = c.files ?? [{ file: "*", fields: c.fields ?? [] }];
    for (const part of parts) {
      const key = part.file === "*" ? "*" : part.file.replace(/^content\//, "");
      it(`${c.name} ${key}: every field in both, agreeing`, () => {
        const schema = schemas[key] as unknown as Schema | undefined;
        // Markdown files: the text is `body`; their front matter (if any) is the schema's.
        const fields = part.fields.filter((f) => !(f.name === "body" && f.widget === "markdown"));
        if (!schema) expect(fields.map((f) => f.name)).toEqual([]);
        else expect(sameFields(fields, inner(schema).schema, key, false)).toEqual([]);
      });
    }
  }

  it("every data file and folder has its place in the editor, and nothing else", () => {
    const files = EDITOR_COLLECTIONS.flatMap(({ collection }) =>
      ((collection as unknown as Collection).files ?? []).map((f) => f.file),
    );
    const folders = EDITOR_COLLECTIONS.map(({ collection }) => (collection as unknown as Collection).folder).filter(
      Boolean,
    );
    for (const file of Object.keys(DATA_FILES)) expect(files).toContain(`content/${file}`);
    expect(folders).toEqual(
      expect.arrayContaining([`content/${TRADES_FOLDER}`, "content/posts", "content/find-your-trade/traits"]),
    );
    // Find your trade's questions: staff change them without a developer too.
    expect(files).toContain("content/find-your-trade/questions.yaml");
    // The editor names only files that exist.
    for (const file of files) expect(() => readFileSync(file)).not.toThrow();
  });

  it("every picture a file holds (its src and alt) is a photo upload, into a folder of its own, with its place's hint", () => {
    const pictures: string[] = [];
    const walk = (fields: readonly Field[], path: string) => {
      const src = fields.find((f) => f.name === "src");
      if (src && fields.some((f) => f.name === "alt")) {
        pictures.push(path);
        expect(src, path).toMatchObject({ widget: "image", choose_url: false });
        expect(src.media_folder, path).toMatch(/^\/content\/images\/[a-z-]+$/);
        expect(src.hint, path).toMatch(/at least \d+ pixels wide/);
      }
      for (const f of fields) {
        if (f.fields) walk(f.fields, `${path}.${f.name}`);
        if (f.field?.fields) walk(f.field.fields, `${path}.${f.name}[]`);
      }
    };
    for (const { collection } of EDITOR_COLLECTIONS) {
      const c = collection as unknown as Collection;
      for (const part of c.files ?? [{ file: c.name, fields: c.fields ?? [] }]) walk(part.fields, part.file);
    }
    // The data files' pictures: the stories', videos', quotes', staff's, partners', carousels' and banners'.
    for (const file of ["stories", "videos", "testimonials", "staff", "partners", "gallery", "banners"])
      expect(pictures.some((path) => path.startsWith(`content/data/${file}.yaml.`))).toBe(true);
  });

  it("the patterns the editor checks accept every value in today's content", () => {
    // An editor stricter than the schema would refuse to save content that is fine.
    const staff = parse(readFileSync("tests/fixtures/content/data/staff.yaml", "utf8")) as {
      staff: Array<{ phone: string; email: string; photo: { alt: string } }>;
    };
    const config = editorConfig();
    const people = config.collections.find((c) => c.name === "people") as unknown as Collection;
    const staffFields = people.files![0]!.fields[0]!.fields!;
    const pattern = (name: string) => {
      const given = staffFields.find((f) => f.name === name)?.pattern;
      expect(given, `the staff card's ${name} has a pattern`).toBeDefined();
      return new RegExp(given![0]);
    };
    for (const person of staff.staff) {
      expect(person.phone).toMatch(pattern("phone"));
      expect(person.email).toMatch(pattern("email"));
    }
    const posts = readdirSync("tests/fixtures/content/posts").map((name) =>
      readFileSync(join("tests/fixtures/content/posts", name), "utf8"),
    );
    const posting = config.collections.find((c) => c.name === "posts") as unknown as Collection;
    const alt = new RegExp(posting.fields!.find((f) => f.name === "alt")!.pattern![0]);
    for (const text of posts) expect(/^alt: (.*)$/m.exec(text)?.[1]).toMatch(alt);
  });

  it("staff's redirect rules are in the editor, whose patterns accept every rule of today's file", () => {
    const config = editorConfig();
    const redirects = config.collections.find((c) => c.name === "redirects") as unknown as Collection | undefined;
    expect(redirects?.files?.map((f) => f.file)).toEqual(["content/redirects.yaml"]);
    const fields = redirects!.files![0]!.fields[0]!.fields!;
    const pattern = (name: string) => new RegExp(fields.find((f) => f.name === name)!.pattern![0]);
    const { rules } = parse(readFileSync("tests/fixtures/content/redirects.yaml", "utf8")) as {
      rules: Array<{ from: string; to?: string }>;
    };
    expect(rules.length).toBeGreaterThan(16);
    for (const rule of rules) {
      expect(rule.from).toMatch(pattern("from"));
      if (rule.to) expect(rule.to).toMatch(pattern("to"));
    }
    expect("/Old Page").not.toMatch(pattern("from"));
  });

  it("a new post's example words are refused by the editor, as by content:check", () => {
    const posting = editorConfig().collections.find((c) => c.name === "posts") as unknown as Collection;
    const pattern = (name: string) => new RegExp(posting.fields!.find((f) => f.name === name)!.pattern![0]);
    // The words `npm run new:post` writes, each in the field it writes them to.
    for (const { field, text } of POST_TEMPLATE_TEXT)
      expect(`Our own words. ${text} More.`).not.toMatch(pattern(field));
    expect(POST_TEMPLATE.excerpt).not.toMatch(pattern("excerpt"));
    expect(POST_TEMPLATE.alt).not.toMatch(pattern("alt"));
    expect("Apprentices and families at the open day, trying the tools").toMatch(pattern("excerpt"));
    expect("We opened the doors of the training centre to families.").toMatch(pattern("body"));
  });

  it("config.yml is the configuration, and names the GitHub sign-in this worker serves", () => {
    const written = parse(editorConfigText()) as ReturnType<typeof editorConfig>;
    expect(written).toEqual(JSON.parse(JSON.stringify(editorConfig())));
    expect(written.backend).toMatchObject({ name: "github", auth_endpoint: "admin/auth" });
    expect(written.publish_mode).toBe("editorial_workflow");
    expect(written.development).toEqual({ publish_mode: "simple" });
  });
});

// What the editor offers is what content:check accepts (docs/content.md: a post's
// headings are ## and ###; the date is the day in Adelaide; a post is taken down by hiding it,
// through the same checks, never by a deletion that skips them).
describe("the editor agrees with the checks", () => {
  const posts = () =>
    editorConfig().collections.find((c) => c.name === "posts") as unknown as Collection & {
      delete?: boolean;
      fields: Field[];
    };
  const field = (name: string) => posts().fields.find((f) => f.name === name)!;

  it("a post's text offers the two heading sizes a post may have, and no smaller", () => {
    const buttons = field("body").buttons as string[];
    expect(buttons.filter((b) => b.startsWith("heading-"))).toEqual(["heading-two", "heading-three"]);
  });

  it("the FAQ and the legal pages still offer ####, which their check accepts", () => {
    const pages = editorConfig().collections.find((c) => c.name === "pages") as unknown as Collection;
    const bodies = (pages.files ?? []).flatMap((f) => f.fields).filter((f) => f.name === "body") as Array<
      Field & { buttons?: string[] }
    >;
    expect(bodies.length).toBeGreaterThan(0);
    for (const body of bodies) expect(body.buttons).toContain("heading-four");
  });

  // Staff read and type a post's date day first whatever the browser's language: the widget
  // public/admin/editor.js registers (tests/editor/dates.spec.ts shows it at work).
  it("a post's date is the editor's own day-first date widget, registered by editor.js", () => {
    expect(field("date").widget).toBe(ADELAIDE_DATE_WIDGET);
    const script = readFileSync("public/admin/editor.js", "utf8");
    expect(script).toMatch(new RegExp(`registerWidget\\(\\s*"${ADELAIDE_DATE_WIDGET}"`));
  });

  // Staff schedule a post by its date and Adelaide time; the widget writes
  // YYYY-MM-DDTHH:mm (docs/editor.md), which content:check must take.
  it("a post's date carries a time of day, written in a form content:check takes", () => {
    expect(postFrontMatterSchema.shape.date.safeParse("2026-11-29T09:05").success).toBe(true);
  });

  // A photo is uploaded or chosen from the library, never typed as a path or an outside address,
  // and its hint says the shape and size its place needs.
  it("a post's cover and its awards photo are photos staff upload, each with its place's size", () => {
    const awards = field("awards").fields!.find((f) => f.name === "photo")!;
    for (const photo of [field("image"), awards]) {
      expect(photo).toMatchObject({ widget: "image", choose_url: false });
      expect(photo.hint).toMatch(/at least \d+ pixels wide/);
    }
  });

  // A new post is shown once published, with no Back to News link, unless staff tick the box.
  it("a new post starts with its two boxes unticked", () => {
    expect(field("hidden")).toMatchObject({ widget: "boolean", default: false });
    expect(field("backToBlog")).toMatchObject({ widget: "boolean", default: false });
  });

  it("a post cannot be deleted from the editor; it can be hidden, which is an edit", () => {
    expect(posts().delete).toBe(false);
    expect(field("hidden")).toMatchObject({ widget: "boolean", label: "Hidden from the site" });
  });
});

/** The quiz's new fields, as staff meet them in the editor. */
describe("find your trade in the editor", () => {
  const all = EDITOR_COLLECTIONS.map(({ collection }) => collection as unknown as Collection);
  const fileFields = (file: string) =>
    all.flatMap((c) => c.files ?? []).find((f) => f.file === `content/${file}`)!.fields;
  const byName = (fields: readonly Field[] | undefined, name: string) => fields!.find((f) => f.name === name)!;

  // Decap writes a field's comment above it when it saves and drops every other comment: the
  // comment the editor has must be the one the files have, or a save would rewrite their headers.
  it("the comments heading the questions file and each trade's reasons are the ones the editor writes back", () => {
    const header = (file: string) =>
      readFileSync(join("content", file), "utf8")
        .split("\n")
        .filter((line) => line.startsWith("# "))
        .map((line) => line.slice(2));
    const written = (field: Field) => String(field.comment).split("\\n");
    const reasons = all.find((c) => c.name === "find-your-trade-reasons")!;
    const trait = readdirSync("content/find-your-trade/traits")[0]!;
    expect(written(byName(fileFields("find-your-trade/questions.yaml"), "questions"))).toEqual(
      header("find-your-trade/questions.yaml"),
    );
    expect(written(byName(reasons.fields, "trade"))).toEqual(header(`find-your-trade/traits/${trait}`));
  });

  // The schema refuses a trait worth 0 points, which no number range can say: the editor's pattern does.
  it("a reason's points are refused at 0 in the editor, as by content:check", () => {
    const reasons = all.find((c) => c.name === "find-your-trade-reasons")!;
    const points = byName(byName(reasons.fields, "traits").fields, "points");
    const accepts = (n: string) => new RegExp(points.pattern![0]).test(n);
    expect(["-3", "-1", "1", "3"].filter((n) => !accepts(n))).toEqual([]);
    expect(accepts("0")).toBe(false);
  });

  it("words with placeholders say which to keep, in the field's hint", () => {
    const words = fileFields("pages/find-your-trade.yaml");
    expect(byName(words, "talk").hint).toBe(
      "Keep {phone} and {email} as written: the site puts the phone and the email there.",
    );
    expect(byName(words, "resultsTitle").hint).toBe("Keep {trade} as written: the site puts the trade there.");
    expect(byName(byName(words, "aboutTrade").fields, "name").hint).toMatch(/^Keep \{trade\}/);
    expect(byName(words, "lead").hint).toBeUndefined();
  });

  it("a question takes up to eight choices and a weight; an answer its clashing words; a trade its gates", () => {
    const questions = byName(fileFields("find-your-trade/questions.yaml"), "questions");
    const answers = byName(questions.fields, "answers");
    expect([answers.min, answers.max]).toEqual([2, 8]);
    expect(byName(questions.fields, "weight")).toMatchObject({ widget: "number", min: 1, max: 3, required: false });
    expect(byName(answers.fields, "clashes")).toMatchObject({ widget: "list", required: false });
    const reasons = all.find((c) => c.name === "find-your-trade-reasons")!;
    expect(byName(reasons.fields, "gates")).toMatchObject({ widget: "list", required: false });
    expect(byName(reasons.fields, "gates").fields!.map((f) => f.name)).toEqual(["question", "answers", "quote"]);
  });
});

// Decap's View Live link opens the entry's own page: `preview_path`, on a folder collection with
// its entry's file name as {{slug}}, on a file of a file collection for that file alone.
describe("View Live in the editor", () => {
  type Live = Omit<Collection, "files"> & {
    preview_path?: string;
    files?: Array<{ file: string; name: string; preview_path?: string }>;
  };
  const all = () => editorConfig().collections as unknown as Live[];
  const named = (name: string) => all().find((c) => c.name === name)!;
  const address = (template: string | undefined, slug: string) => template?.replace("{{slug}}", slug);
  /** Where the site sends `path`: SPEC's redirect from it, or itself. */
  const arrivesAt = (path: string | undefined) => SPEC_REDIRECTS.find(([from]) => from === path)?.[1] ?? path;

  it("opens each of SPEC's posts at /blog/<its file name>", () => {
    const posts = SPEC_PAGE_PATHS.filter((path) => path.startsWith("/blog/"));
    expect(posts.length).toBeGreaterThan(0);
    for (const path of posts) expect(address(named("posts").preview_path, path.slice("/blog/".length))).toBe(path);
  });

  it("opens each of SPEC's trades at its page, the painter's by SPEC's redirect to /painter/", () => {
    const trades = Object.keys(SPEC_TRADES);
    expect(trades.map((slug) => arrivesAt(address(named("trades").preview_path, slug)))).toEqual(SPEC_TRADE_PATHS);
  });

  // One module per URL (app/routes/, Remix's flat names): "/" is _index, "/trades" trades._index,
  // "/blog/{{slug}}" blog.$slug.
  it("opens only addresses a route of the site serves", () => {
    const routes = new Set(readdirSync("app/routes"));
    const route = (path: string) => {
      const name = path
        .replace(/^\/|\/$/g, "")
        .replaceAll("/", ".")
        .replace("{{slug}}", "$slug");
      return [`${name || "_index"}.tsx`, `${name}._index.tsx`].find((file) => routes.has(file)) ?? `none for ${path}`;
    };
    const templates = all().flatMap((c) => [c.preview_path, ...(c.files ?? []).map((f) => f.preview_path)]);
    const addresses = templates.filter((t): t is string => t !== undefined);
    expect(addresses.length).toBeGreaterThan(0);
    for (const path of addresses) expect(route(path), path).not.toMatch(/^none/);
  });

  it("opens the page itself for every entry the editor previews as a page", () => {
    for (const name of PREVIEW_COLLECTIONS) expect(named(name).preview_path, name).toBeDefined();
    const words = named(WORDS_COLLECTION).files!;
    for (const page of PREVIEW_PAGES)
      expect(words.find((f) => f.name === page)?.preview_path, page).toBe(page === "home" ? "/" : `/${page}`);
  });
});
