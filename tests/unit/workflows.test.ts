// The CI and deploy workflows (.github/workflows/), which cannot run here: actionlint finds
// nothing in them (and does find a known mistake, so it is really linting), and what issue 25
// asks of them holds: checks on every pull request, the deploy on main only after those checks,
// one deploy at a time, secrets from GitHub's store, actions pinned by commit.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { WORKFLOWS_DIR, lintWorkflow, lintWorkflows, workflowFiles } from "../../scripts/ci/lint-workflows.mjs";

type Step = { uses?: string; run?: string; with?: Record<string, unknown>; env?: Record<string, string>; if?: string };
type Job = {
  uses?: string;
  environment?: string;
  needs?: string | string[];
  if?: string;
  "runs-on"?: string;
  container?: { image: string };
  concurrency?: { group: string; "cancel-in-progress": boolean | string };
  steps?: Step[];
};
type Workflow = { on: Record<string, unknown>; permissions?: Record<string, string>; jobs: Record<string, Job> };

const read = (name: string) => readFileSync(join(WORKFLOWS_DIR, name), "utf8");
const load = (name: string) => parse(read(name)) as Workflow;

describe("actionlint", () => {
  it("finds nothing in any workflow", async () => {
    expect(workflowFiles().map((path) => path.slice(WORKFLOWS_DIR.length + 1))).toEqual(["ci.yml", "deploy.yml"]);
    expect(await lintWorkflows()).toEqual([]);
  }, 60_000);

  it("is really linting: a job that needs a missing job and a double-quoted string are both reported", async () => {
    const broken = [
      "on: push",
      "jobs:",
      "  a:",
      "    needs: nowhere",
      "    runs-on: ubuntu-24.04",
      "    steps:",
      `      - if: github.ref == "refs/heads/main"`,
      "        run: echo hi",
    ].join("\n");
    const findings = await lintWorkflow(broken, "broken.yml");
    expect(findings.map((f) => [f.line, f.kind])).toEqual([
      [3, "job-needs"],
      [7, "expression"],
    ]);
  }, 60_000);
});

describe("CI (ci.yml)", () => {
  const ci = load("ci.yml");
  it("runs .ci/run on every pull request, and when the deploy calls it, unless the change is staff's files only", () => {
    expect(Object.keys(ci.on).sort()).toEqual(["pull_request", "workflow_call"]);
    expect(ci.on.pull_request).toBeNull(); // every pull request, whatever its branch or paths
    const steps = ci.jobs.checks?.steps ?? [];
    const full = steps.filter((s) => s.run?.includes("bash .ci/run"));
    const content = steps.filter((s) => s.run?.includes("bash .ci/content"));
    expect(full.map((s) => [s.run?.trim(), s.if])).toEqual([["bash .ci/run", "steps.kind.outputs.kind != 'content'"]]);
    expect(content.map((s) => s.if)).toEqual(["steps.kind.outputs.kind == 'content'"]);
    // The step that decides says "code" unless the script says "content": a base it cannot
    // find (a first push, a force-push) runs the whole suite.
    const kind = steps.find((s) => (s as { id?: string }).id === "kind")!;
    expect(kind.run).toMatch(/^ {0}kind=code$/m);
    expect(kind.run).toContain('kind="$(node scripts/ci/changed-pages.mjs kind "$BASE" HEAD)"');
    expect(steps.findIndex((s) => s === kind)).toBeLessThan(steps.findIndex((s) => s === full[0]));
  });
  it("on Debian with Node 20, as the developers' machines", () => {
    expect(ci.jobs.checks?.container?.image).toMatch(/^node:20-bookworm/);
  });
  it("holds no secret and only reads the repository", () => {
    expect(read("ci.yml")).not.toMatch(/secrets\./);
    expect(ci.permissions).toEqual({ contents: "read" });
  });
});

describe("Deploy (deploy.yml)", () => {
  const deployWorkflow = load("deploy.yml");
  const deploy = deployWorkflow.jobs.deploy!;
  it("runs on pushes to main only, and deploys only main", () => {
    expect(deployWorkflow.on.push).toEqual({ branches: ["main"] });
    expect(deploy.if).toBe("github.ref == 'refs/heads/main'");
  });
  it("needs the CI checks, run on the same commit through ci.yml", () => {
    const needs = ([] as string[]).concat(deploy.needs ?? []);
    expect(needs).toEqual(["checks"]);
    expect(deployWorkflow.jobs.checks?.uses).toBe("./.github/workflows/ci.yml");
  });
  it("never races another deploy, never cancels one half-way", () => {
    expect(deploy.concurrency).toEqual({ group: "production-deploy", "cancel-in-progress": false });
  });
  it("runs the launch check before the deploy, gated by the SITE_LAUNCHED variable, with no secret (issue 43)", () => {
    const steps = deploy.steps ?? [];
    const gate = steps.findIndex((s) => s.run === "npm run -s content:launch -- --deploy");
    expect(gate).toBeGreaterThan(-1);
    expect(gate).toBeLessThan(steps.findIndex((s) => s.run === "npx --no-install wrangler deploy"));
    expect(steps[gate]!.env).toEqual({ SITE_LAUNCHED: "${{ vars.SITE_LAUNCHED }}" });
    expect(steps[gate]!.if).toBe("steps.newest.outputs.deploy == 'true'");
  });
  it("builds and runs wrangler deploy on Node 20 with the Cloudflare secrets from GitHub's store", () => {
    const steps = deploy.steps ?? [];
    const setupNode = steps.find((s) => s.uses?.startsWith("actions/setup-node@"));
    expect(String(setupNode?.with?.["node-version"])).toBe("20");
    const last = steps.at(-1)!;
    expect(last.run).toBe("npx --no-install wrangler deploy");
    expect(last.env).toEqual({
      CLOUDFLARE_API_TOKEN: "${{ secrets.CLOUDFLARE_API_TOKEN }}",
      CLOUDFLARE_ACCOUNT_ID: "${{ secrets.CLOUDFLARE_ACCOUNT_ID }}",
    });
  });
  it("holds the token only in the production environment, and only its wrangler deploy step sees it (issue 45)", () => {
    expect(deploy.environment).toBe("production");
    const steps = deploy.steps ?? [];
    const withSecrets = steps.filter((s) => JSON.stringify(s).includes("secrets."));
    expect(withSecrets.map((s) => s.run)).toEqual(["npx --no-install wrangler deploy"]);
    // The install runs no dependency's script; the build is its own step, without the token.
    expect(steps.find((s) => s.run?.startsWith("npm ci"))?.run).toContain("--ignore-scripts");
    expect(steps.find((s) => s.run === "npm run build")?.env).toBeUndefined();
    expect(read("deploy.yml").match(/secrets\./g)).toHaveLength(2);
    expect(deployWorkflow.jobs.checks).not.toHaveProperty("secrets");
  });
});

describe("every workflow", () => {
  it.each(["ci.yml", "deploy.yml"])("%s pins each action by full commit SHA, the tag in a comment", (name) => {
    const uses = [...read(name).matchAll(/^\s*(?:- )?uses:\s*(\S+)(.*)$/gm)];
    expect(uses.length).toBeGreaterThan(0);
    for (const [, target = "", comment] of uses) {
      if (target.startsWith("./")) continue; // a workflow of this repository
      expect(target, target).toMatch(/^[\w-]+\/[\w.-]+@[0-9a-f]{40}$/);
      expect(comment, target).toMatch(/^ # v\d+\.\d+\.\d+$/);
    }
  });
  it.each(["ci.yml", "deploy.yml"])("%s names no editor secret's value: those live in the Worker", (name) => {
    expect(read(name)).not.toMatch(/GITHUB_CLIENT_(ID|SECRET)\s*[:=]/);
  });
});
