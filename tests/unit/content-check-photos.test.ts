// content:check on photos: too small or the wrong shape for where it is
// shown, not a picture, over 25 MB, a photo put where it would be served as it is. Each is
// named with file, line and field, in words staff can act on. The slots' figures are issue
// 26's and the components' (a staff card shows its photo square, a story card at 4:3).
import { readFileSync, truncateSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkContent, formatProblem } from "../../scripts/content/check";
import { PINNED_CONTENT } from "../../scripts/content/content-dir";
import { fixture, png } from "./content-fixture";

const STAFF = "data/staff.yaml";
const STORIES = "data/stories.yaml";
const staffWith = (src: string) =>
  readFileSync(join(PINNED_CONTENT, STAFF), "utf8").replace("src: /images/staff/rebecca.svg", `src: ${src}`);
const storiesWith = (src: string) =>
  readFileSync(join(PINNED_CONTENT, STORIES), "utf8").replace(/src: \/images\/stories\/[a-z-]+\.svg/, `src: ${src}`);
const lineOf = (text: string, needle: string) => text.split("\n").findIndex((line) => line.includes(needle)) + 1;

// Each check reads a whole copy of the content: a second or two on a busy machine.
describe("content:check on photos, by where they are shown", () => {
  it("a staff photo too small, before or after its crop; a square one of 800 px passes", () => {
    for (const [size, message] of [
      [
        png(400, 400),
        "Photo › Photo file /images/staff/rebecca.png is 400×400 pixels, too small for a staff photo: use one at least 600 pixels wide (e.g. 800×800), or it will look blurred",
      ],
      [
        // Cropped to the widest a staff photo may be (21:20), 500 × 1.05 = 525 pixels wide.
        png(1200, 500),
        "Photo › Photo file /images/staff/rebecca.png is 1200×500 pixels: cropped to square or a little taller than wide (the card crops it square) for a staff photo it is only 525 pixels wide; use one at least 600 pixels wide once cropped (e.g. 800×800), or it will look blurred",
      ],
    ] as const) {
      const text = staffWith("/images/staff/rebecca.png");
      const found = checkContent(fixture({ [STAFF]: text }, { "images/staff/rebecca.png": size })).problems.map(
        formatProblem,
      );
      expect(found).toEqual([
        `content/${STAFF}, line ${lineOf(text, "rebecca.png")}: Staff and partners › Staff cards (About) › Staff › person 1 › ${message}`,
      ]);
    }
    const ok = checkContent(
      fixture({ [STAFF]: staffWith("/images/staff/rebecca.png") }, { "images/staff/rebecca.png": png(800, 800) }),
    );
    expect(ok.problems).toEqual([]);
    expect(ok.prose.data.staff[0]!.photo).toMatchObject({ src: "/images/staff/rebecca.png", width: 800, height: 800 });
  });

  it("a story photo in portrait is cropped to its square middle; a landscape staff photo to 21:20", () => {
    const text = storiesWith("/images/stories/portrait.jpg");
    const stories = checkContent(fixture({ [STORIES]: text }, { "images/stories/portrait.jpg": png(900, 1600) }));
    expect(stories.problems).toEqual([]);
    expect(stories.prose.data.stories[0]!.image).toMatchObject({
      width: 900,
      height: 900,
      crop: { width: 900, height: 900 },
    });
    // 1600×900 for a slot of 3:4 to 21:20: 900 × 1.05 = 945 wide.
    const staff = checkContent(
      fixture({ [STAFF]: staffWith("/images/staff/rebecca.png") }, { "images/staff/rebecca.png": png(1600, 900) }),
    );
    expect(staff.problems).toEqual([]);
    expect(staff.prose.data.staff[0]!.photo).toMatchObject({
      width: 945,
      height: 900,
      crop: { width: 945, height: 900 },
    });
  });

  it("the part staff chose to keep goes with the crop; a photo that needs none keeps none", () => {
    const text = storiesWith("/images/stories/portrait.jpg").replace(
      "src: /images/stories/portrait.jpg",
      "src: /images/stories/portrait.jpg\n      focus: top",
    );
    expect(text).toContain("focus: top");
    const portrait = checkContent(fixture({ [STORIES]: text }, { "images/stories/portrait.jpg": png(900, 1600) }));
    expect(portrait.problems).toEqual([]);
    expect(portrait.prose.data.stories[0]!.image).toMatchObject({ crop: { width: 900, height: 900, focus: "top" } });
    const square = checkContent(fixture({ [STORIES]: text }, { "images/stories/portrait.jpg": png(900, 900) }));
    expect(square.prose.data.stories[0]!.image).not.toHaveProperty("crop");
  });

  it("a picture over 25 MB is refused before it is read", () => {
    const text = staffWith("/images/staff/rebecca.jpg");
    const dirs = fixture({ [STAFF]: text }, { "images/staff/rebecca.jpg": png(800, 800) });
    const big = join(dirs.contentDir, "images/staff/rebecca.jpg");
    truncateSync(big, 30 * 1024 * 1024);
    expect(checkContent(dirs).problems.map(formatProblem)).toEqual([
      `content/${STAFF}, line ${lineOf(text, "rebecca.jpg")}: Staff and partners › Staff cards (About) › Staff › person 1 › Photo › Photo file /images/staff/rebecca.jpg is 30.0 MB: the largest picture the site can take is 25.0 MB; save it again as a JPEG, about 4000 pixels wide`,
    ]);
    // 25 MB exactly is still taken.
    truncateSync(big, 25 * 1024 * 1024);
    writeFileSync(big, Buffer.concat([Buffer.from(png(800, 800)), Buffer.alloc(25 * 1024 * 1024 - 33)]));
    expect(checkContent(dirs).problems).toEqual([]);
  });

  it("a photo put under public/ (it would be served as it is, EXIF and all) is sent to content/images/", () => {
    const text = staffWith("/images/staff/rebecca.jpg");
    const dirs = fixture({ [STAFF]: text });
    writeFileSync(join(dirs.publicDir, "images/staff/rebecca.jpg"), png(800, 800));
    expect(checkContent(dirs).problems.map(formatProblem)).toEqual([
      `content/${STAFF}, line ${lineOf(text, "rebecca.jpg")}: Staff and partners › Staff cards (About) › Staff › person 1 › Photo › Photo file /images/staff/rebecca.jpg is in public/images/staff/rebecca.jpg: put photos in content/images/staff/rebecca.jpg instead (the site serves only their sized copies)`,
    ]);
  });

  it("a file that is not a picture, named as a staff photo", () => {
    const text = staffWith("/images/staff/rebecca.jpg");
    expect(
      checkContent(fixture({ [STAFF]: text }, { "images/staff/rebecca.jpg": "<html>not a photo</html>" })).problems.map(
        formatProblem,
      ),
    ).toEqual([
      `content/${STAFF}, line ${lineOf(text, "rebecca.jpg")}: Staff and partners › Staff cards (About) › Staff › person 1 › Photo › Photo file /images/staff/rebecca.jpg is not a picture this site can read (use .jpg, .png, .webp, .avif or .svg)`,
    ]);
  });
});
