// The YAML under content/data/ (trades, stories, staff, partners, carousels), as staff or the web
// editor write it: each mistake must come back as the sentence staff read, with file, line and
// field; a further valid entry must simply be built. Runs on copies of the content.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { checkContent } from "../../scripts/content/check";
import { fixture, problems } from "./content-fixture";

const staffYaml = readFileSync("tests/fixtures/content/data/staff.yaml", "utf8");
const storiesYaml = readFileSync("tests/fixtures/content/data/stories.yaml", "utf8");
const carpenterYaml = readFileSync("tests/fixtures/content/data/trades/carpenter.yaml", "utf8");
/** The 1-based line of the n-th (from 1) line that contains `text`, in `yaml`. */
const lineOf = (yaml: string, text: string, nth = 1) => {
  const lines = yaml.split("\n");
  let seen = 0;
  const index = lines.findIndex((line) => line.includes(text) && ++seen === nth);
  if (index < 0) throw new Error(`${text} is not in the file`);
  return index + 1;
};

/** One more staff card, as the editor writes it. */
const newPerson = (fields: Record<string, string> = {}) => {
  const f = {
    name: "Priya Nair",
    role: "Schools Officer",
    phone: "(08) 5550 1203",
    email: "priya.nair@example.com",
    src: "/images/staff/rebecca.svg",
    alt: "Priya Nair, Schools Officer, at a careers expo stand",
    bio: "Priya visits schools across Adelaide and the regions to talk about apprenticeships.",
    ...fields,
  };
  return `  - name: ${f.name}\n    role: ${f.role}\n    phone: ${f.phone}\n    email: ${f.email}\n    photo:\n      src: ${f.src}\n      alt: ${f.alt}\n    bio: ${f.bio}\n`;
};

describe("content/data/: a further valid entry is built, with no other change", () => {
  it("a third staff card appears on the site's list, with its photo's size read from the file", () => {
    const { problems: found, prose } = checkContent(fixture({ "data/staff.yaml": staffYaml + newPerson() }));
    expect(found).toEqual([]);
    expect(prose.data.staff.map((p) => p.name)).toEqual(["Rebecca Thornton", "Marcus Adeyemi", "Priya Nair"]);
    expect(prose.data.staff[2]!.photo).toMatchObject({ width: 600, height: 600 });
    expect(prose.data.staffBios["Priya Nair"]).toMatch(/^Priya visits schools/);
  });

  it("an optional group the editor left empty (a trade's video) means none", () => {
    const edited = carpenterYaml.replace(
      /video:\n {2}vimeoId: "\d+"\n {2}title: .*\n/,
      'video:\n  vimeoId: ""\n  title: ""\npageSalary: ""\n',
    );
    expect(edited).not.toBe(carpenterYaml);
    const { problems: found, prose } = checkContent(fixture({ "data/trades/carpenter.yaml": edited }));
    expect(found).toEqual([]);
    const carpenter = prose.data.trades.find((t) => t.slug === "carpenter")!;
    expect(carpenter.video).toBeUndefined();
    expect(carpenter.pageSalary).toBeUndefined();
  });
});

describe("content/data/: mistakes, with file, line and field", () => {
  const staff = "content/data/staff.yaml";
  const third = lineOf(staffYaml + newPerson(), "Priya Nair");

  it("a misspelt field is named, with the field it probably meant", () => {
    const yaml = staffYaml + newPerson().replace("    phone:", "    phon:");
    expect(problems({ "data/staff.yaml": yaml })).toEqual([
      `${staff}, line ${third}: Staff and partners › Staff cards (About) › Staff › person 3 › Phone is missing`,
      `${staff}, line ${third + 2}: "phon" is not a field Staff and partners › Staff cards (About) › Staff › person 3 can have (did you mean "phone"?); the fields are: name, role, phone, email, photo, bio`,
    ]);
  });

  it("a line with no field name before its colon is named on its own line", () => {
    const yaml = staffYaml + newPerson().replace("    phone:", "    : stray words\n    phone:");
    expect(problems({ "data/staff.yaml": yaml })).toEqual([
      `${staff}, line ${lineOf(yaml, ": stray words")}: a line starts with ":" and has no field name; write the field's name before the colon, or remove the line`,
    ]);
  });

  it("a phone number written another way", () => {
    const yaml = staffYaml + newPerson({ phone: "08 5550 1203" });
    expect(problems({ "data/staff.yaml": yaml })).toEqual([
      `${staff}, line ${third + 2}: Staff and partners › Staff cards (About) › Staff › person 3 › Phone must be written like (08) 8123 4567, 0412 345 678, 1300 123 456 or 13 12 34`,
    ]);
  });

  it("a photo with no description, and one whose file is not there", () => {
    const missingAlt = newPerson().replace(/ {6}alt: .*\n/, "");
    expect(problems({ "data/staff.yaml": staffYaml + missingAlt })).toEqual([
      `${staff}, line ${third + 4}: Staff and partners › Staff cards (About) › Staff › person 3 › Photo › Description of the photo is missing: describe what the photo shows, for people who cannot see it`,
    ]);
    const yaml = staffYaml + newPerson({ src: "/images/staff/priya.jpg" });
    expect(problems({ "data/staff.yaml": yaml })).toEqual([
      `${staff}, line ${third + 5}: Staff and partners › Staff cards (About) › Staff › person 3 › Photo › Photo file /images/staff/priya.jpg does not exist: put the file in content/images/staff/priya.jpg, or correct the name`,
    ]);
  });

  it("text that is not valid YAML is reported at its line, and nothing is built from the file", () => {
    const yaml = staffYaml + newPerson({ role: "Schools Officer: regions" });
    expect(problems({ "data/staff.yaml": yaml })).toEqual([
      `${staff}, line ${third + 1}: the file is not valid: a value may not run onto the next line unless the line starts with spaces; text with a ": " in it needs quotes around it`,
    ]);
  });

  it("home's teaser must name a story that exists", () => {
    const file = "content/data/stories.yaml";
    expect(
      problems({ "data/stories.yaml": storiesYaml.replace("story: Aisha Rahman", "story: Aisha Rahmen") }),
    ).toEqual([
      `${file}, line ${lineOf(storiesYaml, "story: Aisha")}: home.story is "Aisha Rahmen", who is not in the stories: write the name of one of them exactly`,
    ]);
  });

  it("a trade file's slug is its name, and two trades cannot share a place", () => {
    const file = "content/data/trades/carpenter.yaml";
    expect(
      problems({ "data/trades/carpenter.yaml": carpenterYaml.replace("slug: carpenter", "slug: carpentry") }),
    ).toEqual([
      `${file}, line ${lineOf(carpenterYaml, "slug:")}: slug must be the file's name without .yaml: carpenter`,
    ]);
    // electrician.yaml sorts after carpenter.yaml, so it is the one told.
    const electrician = readFileSync("tests/fixtures/content/data/trades/electrician.yaml", "utf8");
    expect(problems({ "data/trades/electrician.yaml": electrician.replace(/^order: \d+$/m, "order: 1") })).toEqual([
      `content/data/trades/electrician.yaml, line 1: order 1 is already used by content/data/trades/carpenter.yaml: give each trade its own place`,
    ]);
  });

  it("a figure the schema refuses, and a half-filled video", () => {
    const file = "content/data/trades/carpenter.yaml";
    expect(
      problems({ "data/trades/carpenter.yaml": carpenterYaml.replace("salary: $86,960", "salary: 86,960") }),
    ).toEqual([
      `${file}, line ${lineOf(carpenterYaml, "salary:")}: Trades › Carpenter › Yearly pay once qualified (listing) is not right: Invalid string: must match pattern /^\\$\\d{2,3},\\d{3}$/`,
    ]);
    const half = carpenterYaml.replace(/title: A day on site with an apprentice carpenter/, 'title: ""');
    expect(problems({ "data/trades/carpenter.yaml": half })).toEqual([
      `${file}, line ${lineOf(carpenterYaml, "title: A day on site")}: Trades › Carpenter › Video at the top of the page › Video title (read by screen readers) is empty`,
    ]);
  });
});
