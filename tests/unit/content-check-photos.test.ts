// content:check on photos (issue 26 item 3): too small or the wrong shape for where it is
// shown, not a picture, over 25 MB, a photo put where it would be served as it is. Each is
// named with file, line and field, in words staff can act on. The slots' figures are issue
// 26's and the components' (a staff card shows its photo square, a story card at 4:3).
import { readFileSync, truncateSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkContent, formatProblem } from "../../scripts/content/check";
import { fixture, png } from "./content-fixture";

const STAFF = "data/staff.yaml";
const STORIES = "data/stories.yaml";
const staffWith = (src: string) =>
  readFileSync(join("content", STAFF), "utf8").replace("src: /images/staff/rebecca.svg", `src: ${src}`);
const storiesWith = (src: string) =>
  readFileSync(join("content", STORIES), "utf8").replace(/src: \/images\/stories\/[a-z-]+\.svg/, `src: ${src}`);
const lineOf = (text: string, needle: string) => text.split("\n").findIndex((line) => line.includes(needle)) + 1;

// Each check reads a whole copy of the content: a second or two on a busy machine.
describe("content:check on photos, by where they are shown", () => {
  it("a staff photo too small, and one the wrong shape; a square one of 800 px passes", () => {
    for (const [size, message] of [
      [
        png(400, 400),
        "photo.src /images/staff/rebecca.png is 400×400 pixels, too small for a staff photo: use one at least 600 pixels wide (e.g. 800×800), or it will look blurred",
      ],
      [
        png(1600, 900),
        "photo.src /images/staff/rebecca.png is 1600×900 pixels, the wrong shape for a staff photo: it must be square or a little taller than wide (the card crops it square), e.g. 800×800; crop it and upload it again",
      ],
    ] as const) {
      const text = staffWith("/images/staff/rebecca.png");
      const found = checkContent(fixture({ [STAFF]: text }, { "images/staff/rebecca.png": size })).problems.map(
        formatProblem,
      );
      expect(found).toEqual([`content/${STAFF}, line ${lineOf(text, "rebecca.png")}: staff[1].${message}`]);
    }
    const ok = checkContent(
      fixture({ [STAFF]: staffWith("/images/staff/rebecca.png") }, { "images/staff/rebecca.png": png(800, 800) }),
    );
    expect(ok.problems).toEqual([]);
    expect(ok.prose.data.staff[0]!.photo).toMatchObject({ src: "/images/staff/rebecca.png", width: 800, height: 800 });
  });

  it("a story photo in portrait is the wrong shape for the card's 4:3", () => {
    const text = storiesWith("/images/stories/portrait.jpg");
    const found = checkContent(
      fixture({ [STORIES]: text }, { "images/stories/portrait.jpg": png(900, 1600) }),
    ).problems;
    expect(found.map(formatProblem)).toEqual([
      `content/${STORIES}, line ${lineOf(text, "portrait.jpg")}: stories[1].image.src /images/stories/portrait.jpg is 900×1600 pixels, the wrong shape for a story's photo: it must be square or landscape (the card crops it to 4:3), e.g. 1200×900; crop it and upload it again`,
    ]);
  });

  it("a picture over 25 MB is refused before it is read", () => {
    const text = staffWith("/images/staff/rebecca.jpg");
    const dirs = fixture({ [STAFF]: text }, { "images/staff/rebecca.jpg": png(800, 800) });
    const big = join(dirs.contentDir, "images/staff/rebecca.jpg");
    truncateSync(big, 30 * 1024 * 1024);
    expect(checkContent(dirs).problems.map(formatProblem)).toEqual([
      `content/${STAFF}, line ${lineOf(text, "rebecca.jpg")}: staff[1].photo.src /images/staff/rebecca.jpg is 30.0 MB: the largest picture the site can take is 25.0 MB; save it again as a JPEG, about 4000 pixels wide`,
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
      `content/${STAFF}, line ${lineOf(text, "rebecca.jpg")}: staff[1].photo.src /images/staff/rebecca.jpg is in public/images/staff/rebecca.jpg: put photos in content/images/staff/rebecca.jpg instead (the site serves only their sized copies)`,
    ]);
  });

  it("a file that is not a picture, named as a staff photo", () => {
    const text = staffWith("/images/staff/rebecca.jpg");
    expect(
      checkContent(fixture({ [STAFF]: text }, { "images/staff/rebecca.jpg": "<html>not a photo</html>" })).problems.map(
        formatProblem,
      ),
    ).toEqual([
      `content/${STAFF}, line ${lineOf(text, "rebecca.jpg")}: staff[1].photo.src /images/staff/rebecca.jpg is not a picture this site can read (use .jpg, .png, .webp, .avif or .svg)`,
    ]);
  });
});
