// The web editor's local backend as an attacker meets it (issue 45): decap-server behind the dev
// loop's guard, on a scratch folder laid out like the repository, asked over real HTTP to write a
// git hook, a script the dev loop runs and a file the site serves, to read .git/config, and to do
// an ordinary save from a rebinding Host and from another origin. Each is refused and nothing is
// written; the same save from the dev site's own page goes through.
import { request } from "node:http";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
  for (const dir of ["content/posts", ".git/hooks", "scripts/content", "public/admin"])
    mkdirSync(join(root, dir), { recursive: true });
  writeFileSync(join(root, "content/posts/first.md"), "---\ntitle: First\n---\nHello\n");
  writeFileSync(join(root, ".git/config"), GIT_CONFIG);
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
  { host = `localhost:${port}`, origin = SITE }: { host?: string; origin?: string | null } = {},
) {
  const text = JSON.stringify(body);
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request(
      {
        host: HOST,
        port,
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
    expect(answer.text).toContain("outside content/");
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
});
