// The web editor's local backend as an attacker meets it: decap-server behind the dev
// loop's guard, on a scratch folder laid out like the repository, asked over real HTTP to write a
// git hook, a script the dev loop runs and a file the site serves, to read .git/config, and to do
// an ordinary save from a rebinding Host and from another origin; a git directory written inside
// content/, links inside content/ listed, decap-server's own port asked directly. Each is refused
// and nothing is written; the same save from the dev site's own page goes through. Then what staff
// upload: a phone photo loses its GPS position, the same photo again is the file already there,
// HEIC and SVG are refused saying what to do, and a photo a post uses is never deleted.
import { request } from "node:http";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { editorPortFor, startEditorBackend } from "../../scripts/dev/editor-backend.mjs";

const HOST = "127.0.0.1";
const SITE = "http://localhost:8787";
const SCRIPT = "// the content build\n";
const GIT_CONFIG = "[core]\n\tsecret = kept\n";

let root: string;
let port: number;
let backend: Awaited<ReturnType<typeof startEditorBackend>>;
const refusals: string[] = [];

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "editor-guard-"));
  for (const dir of ["content/posts", "content/images/posts", ".git/hooks", "scripts/content", "public/admin"])
    mkdirSync(join(root, dir), { recursive: true });
  writeFileSync(join(root, "content/posts/first.md"), "---\ntitle: First\n---\nHello\n");
  writeFileSync(join(root, ".git/config"), GIT_CONFIG);
  writeFileSync(join(root, "README.md"), "# secret readme\n");
  writeFileSync(join(root, "scripts/content/cli.ts"), SCRIPT);
  // A link inside content/ to a folder of code: the path looks inside, the file is not.
  symlinkSync(join(root, "scripts"), join(root, "content/linked"));
  port = await editorPortFor(0, HOST);
  backend = await startEditorBackend({ root, host: HOST, port, siteOrigins: [SITE], log: (m) => refusals.push(m) });
});
afterAll(() => {
  backend?.stop();
  if (root) rmSync(root, { recursive: true, force: true });
});

/** A POST to the backend with these headers (node:http, which sends any Host as given). */
function post(
  body: unknown,
  { host = `localhost:${port}`, origin = SITE, to = port }: { host?: string; origin?: string | null; to?: number } = {},
) {
  const text = JSON.stringify(body);
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request(
      {
        host: HOST,
        port: to,
        method: "POST",
        path: "/api/v1",
        headers: {
          Host: host,
          "Content-Type": "application/json",
          "Content-Length": Buffer.byteLength(text),
          ...(origin === null ? {} : { Origin: origin }),
        },
      },
      (res) => {
        let data = "";
        res.on("data", (chunk: Buffer) => (data += chunk.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text: data }));
      },
    );
    req.on("error", reject);
    req.end(text);
  });
}

const media = (path: string, text: string) => ({
  action: "persistMedia",
  params: {
    branch: "main",
    asset: { path, content: Buffer.from(text).toString("base64"), encoding: "base64" },
    options: { commitMessage: "upload" },
  },
});
const entry = (path: string, raw: string) => ({
  action: "persistEntry",
  params: {
    branch: "main",
    entry: { slug: "x", path, raw },
    assets: [],
    options: { collectionName: "posts", commitMessage: "save", useWorkflow: false, status: "draft" },
  },
});

describe("the editor's local backend (decap-server behind the guard)", () => {
  it("saves a post under content/ for the dev site's own page", async () => {
    const saved = await post(entry("content/posts/second.md", "---\ntitle: Second\n---\n"));
    expect(saved.status).toBe(200);
    expect(readFileSync(join(root, "content/posts/second.md"), "utf8")).toContain("Second");
  });

  it.each([
    [".git/hooks/pre-commit", media(".git/hooks/pre-commit", "#!/bin/sh\necho owned\n")],
    ["public/admin/probe.js", media("public/admin/probe.js", "alert(1)")],
    ["content/../public/admin/probe.js", media("content/../public/admin/probe.js", "alert(1)")],
    ["scripts/content/cli.ts", entry("scripts/content/cli.ts", `console.log("owned");\n${SCRIPT}`)],
    ["/etc/probe", media("/etc/probe", "x")],
    ["content/linked/content/cli.ts (a link out)", entry("content/linked/content/cli.ts", "owned\n")],
  ])("refuses a write to %s and writes nothing", async (path, body) => {
    const answer = await post(body);
    expect(answer.status).toBe(403);
    expect(answer.text).toMatch(/outside content\/|symbolic link/);
    expect(existsSync(join(root, ".git/hooks/pre-commit"))).toBe(false);
    expect(existsSync(join(root, "public/admin/probe.js"))).toBe(false);
    expect(readFileSync(join(root, "scripts/content/cli.ts"), "utf8")).toBe(SCRIPT);
    expect(path).not.toBe("");
  });

  it.each([
    ["getMediaFile", { action: "getMediaFile", params: { branch: "main", path: ".git/config" } }],
    ["getEntry", { action: "getEntry", params: { branch: "main", path: ".git/config" } }],
    [
      "entriesByFolder",
      { action: "entriesByFolder", params: { branch: "main", folder: ".git", extension: "", depth: 1 } },
    ],
  ])("refuses to read .git/config through %s", async (_action, body) => {
    const answer = await post(body);
    expect(answer.status).toBe(403);
    expect(answer.text).not.toContain("secret");
  });

  it.each([
    ["a rebinding Host", () => ({ host: `rebind.evil.example:${port}` }), /Host/],
    ["another port's origin", () => ({ origin: "http://localhost:9999" }), /Origin/],
    ["another site's origin", () => ({ origin: "https://evil.example" }), /Origin/],
    ["no origin", () => ({ origin: null }), /Origin/],
  ])("refuses a save inside content/ from %s, writing nothing", async (_who, headers, why) => {
    const answer = await post(entry("content/posts/third.md", "---\ntitle: Third\n---\n"), headers());
    expect(answer.status).toBe(403);
    expect(answer.text).toMatch(why);
    expect(existsSync(join(root, "content/posts/third.md"))).toBe(false);
  });

  it("says in the dev loop's log what it refused", () => {
    expect(refusals.some((line) => line.includes(".git/hooks/pre-commit"))).toBe(true);
  });

  it.each([
    "content/.git/HEAD",
    "content/.git/config",
    "content/.git/objects/info/keep",
    "content/.git/refs/heads/keep",
  ])("refuses to write %s (a git directory inside content/ whose config git runs)", async (path) => {
    const answer = await post(media(path, '[core]\n\tfsmonitor = "touch /tmp/owned"\n'));
    expect(answer.status).toBe(403);
    expect(answer.text).toContain("hidden");
    expect(existsSync(join(root, "content/.git"))).toBe(false);
  });

  it("refuses to read through a hidden folder inside content/", async () => {
    mkdirSync(join(root, "content/.secret"), { recursive: true });
    writeFileSync(join(root, "content/.secret/notes.md"), "---\ntitle: secret notes\n---\n");
    try {
      const answer = await post({ action: "getEntry", params: { branch: "main", path: "content/.secret/notes.md" } });
      expect(answer.status).toBe(403);
      expect(answer.text).not.toContain("secret notes");
    } finally {
      rmSync(join(root, "content/.secret"), { recursive: true });
    }
  });

  it.each([
    [
      "the media library, with a photo that is a link to .git/config",
      "content/images/posts/zz-config.png",
      "../../../.git/config",
      { action: "getMedia", params: { branch: "main", mediaFolder: "content/images/posts" } },
    ],
    [
      "a folder of posts, with a post that is a link to the README",
      "content/posts/zz-leak.md",
      "../../README.md",
      { action: "entriesByFolder", params: { branch: "main", folder: "content/posts", extension: "md", depth: 1 } },
    ],
    [
      "the linked file itself",
      "content/posts/zz-leak.md",
      "../../README.md",
      { action: "getEntry", params: { branch: "main", path: "content/posts/zz-leak.md" } },
    ],
  ])("refuses to list or read %s", async (_what, link, target, body) => {
    symlinkSync(target, join(root, link));
    try {
      const answer = await post(body);
      expect(answer.status).toBe(403);
      expect(answer.text).toContain("symbolic link");
      expect(answer.text).not.toMatch(/secret/);
    } finally {
      unlinkSync(join(root, link));
    }
  });

  it("lists no hidden file in a folder it lists", async () => {
    writeFileSync(join(root, "content/posts/.hidden.md"), "---\ntitle: Hidden away\n---\n");
    try {
      const answer = await post({
        action: "entriesByFolder",
        params: { branch: "main", folder: "content/posts", extension: "md", depth: 1 },
      });
      expect(answer.status).toBe(200);
      expect(answer.text).toContain("content/posts/first.md");
      expect(answer.text).not.toContain("Hidden away");
    } finally {
      unlinkSync(join(root, "content/posts/.hidden.md"));
    }
  });

  it("decap-server's own port answers nobody but the guard, writing nothing", async () => {
    const upstream = new URL(backend.upstream);
    const answer = await post(media("content/images/posts/direct.png", "x"), {
      to: Number(upstream.port),
      host: upstream.host,
      origin: null,
    });
    expect(answer.status).toBe(403);
    expect(answer.text).toContain("only the dev loop's editor guard");
    expect(existsSync(join(root, "content/images/posts/direct.png"))).toBe(false);
    const hook = await post(media(".git/hooks/post-checkout", "#!/bin/sh\n"), {
      to: Number(upstream.port),
      host: upstream.host,
      origin: "http://localhost:1234",
    });
    expect(hook.status).toBe(403);
    expect(existsSync(join(root, ".git/hooks/post-checkout"))).toBe(false);
  });
});

/** A phone's photo: EXIF with a GPS position, taken turned (orientation 6: stored on its side). */
async function phonePhoto() {
  return sharp({ create: { width: 40, height: 20, channels: 3, background: "#c04020" } })
    .withExif({
      IFD0: { Make: "PhoneCo" },
      IFD3: { GPSLatitudeRef: "S", GPSLatitude: "34/1 55/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "138/1 36/1 0/1" },
    })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
}
const photoUpload = (path: string, bytes: Buffer) => ({
  action: "persistMedia",
  params: {
    branch: "main",
    asset: { path, content: bytes.toString("base64"), encoding: "base64" },
    options: { commitMessage: "upload" },
  },
});

describe("what staff upload through the editor's local backend", () => {
  it("saves a phone's photo upright, without its camera details or GPS position", async () => {
    const photo = await phonePhoto();
    const before = await sharp(photo).metadata();
    // The fixture carries what the guard must remove: EXIF with the GPS block's tag (0x8825).
    expect(before.exif?.includes(Buffer.from([0x88, 0x25])) || before.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(
      true,
    );
    const answer = await post(photoUpload("content/images/posts/phone-1a2b3c4d.jpg", photo));
    expect(answer.status).toBe(200);
    const saved = readFileSync(join(root, "content/images/posts/phone-1a2b3c4d.jpg"));
    const after = await sharp(saved).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(saved.includes("PhoneCo")).toBe(false);
    expect([after.width, after.height]).toEqual([20, 40]);
  });

  it("takes the same photo uploaded again as the file already there, writing nothing", async () => {
    const path = "content/images/posts/again-0a1b2c3d.png";
    const first = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#123456" } })
      .png()
      .toBuffer();
    expect((await post(photoUpload(path, first))).status).toBe(200);
    const other = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#654321" } })
      .png()
      .toBuffer();
    const again = await post(photoUpload(path, other));
    expect(again.status).toBe(200);
    expect(JSON.parse(again.text)).toMatchObject({ path, name: "again-0a1b2c3d.png" });
    expect(readFileSync(join(root, path)).equals(first)).toBe(true);
  });

  it.each([
    ["an iPhone's HEIC photo", "content/images/posts/img_0003.heic", /Most Compatible/],
    ["a drawing (SVG)", "content/images/posts/logo-00aa11bb.svg", /photos only/],
  ])("refuses %s, saying what to do, and saves nothing", async (_what, path, advice) => {
    const answer = await post(photoUpload(path, Buffer.from("not really")));
    expect(answer.status).toBe(422);
    expect((JSON.parse(answer.text) as { error: string }).error).toMatch(advice);
    expect(existsSync(join(root, path))).toBe(false);
  });

  it("never deletes a photo a post uses, naming the post; deletes one nobody uses", async () => {
    const used = "content/images/posts/cover-11223344.png";
    const unused = "content/images/posts/spare-55667788.png";
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#336699" } })
      .png()
      .toBuffer();
    writeFileSync(join(root, used), png);
    writeFileSync(join(root, unused), png);
    writeFileSync(
      join(root, "content/posts/open-day.md"),
      "---\ntitle: Open day at the college\nimage:\n  src: /images/posts/cover-11223344.png\n---\n",
    );
    for (const body of [
      { action: "deleteFile", params: { branch: "main", path: used, options: { commitMessage: "delete" } } },
      {
        action: "deleteFiles",
        params: { branch: "main", paths: [unused, used], options: { commitMessage: "delete" } },
      },
    ]) {
      const answer = await post(body);
      expect(answer.status).toBe(409);
      expect((JSON.parse(answer.text) as { error: string }).error).toContain(
        'content/posts/open-day.md ("Open day at the college")',
      );
      expect(existsSync(join(root, used))).toBe(true);
    }
    expect(existsSync(join(root, unused))).toBe(true);
    expect(
      (
        await post({
          action: "deleteFile",
          params: { branch: "main", path: unused, options: { commitMessage: "delete" } },
        })
      ).status,
    ).toBe(200);
    expect(existsSync(join(root, unused))).toBe(false);
  });
});
