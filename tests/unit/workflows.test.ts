// The CI and deploy workflows (.github/workflows/), which cannot run here: actionlint finds
// nothing in them (and does find a known mistake, so it is really linting), and what the editor's set-up
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
  environment?: string | { name: string; url?: string };
  needs?: string | string[];
  env?: Record<string, string>;
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
  it("on Debian with Node 20, as the developers' machines, the image pinned by digest", () => {
    expect(ci.jobs.checks?.container?.image).toMatch(/^node:20-bookworm@sha256:[0-9a-f]{64}$/);
  });
  it("holds no secret and only reads the repository", () => {
    expect(read("ci.yml")).not.toMatch(/secrets\./);
    expect(ci.permissions).toEqual({ contents: "read" });
  });
});

describe("Deploy (deploy.yml)", () => {
  const deployWorkflow = load("deploy.yml");
  const build = deployWorkflow.jobs.build!;
  const deploy = deployWorkflow.jobs.deploy!;
  const buildSteps = build.steps ?? [];
  const steps = deploy.steps ?? [];
  const runs = (list: Step[]) => list.flatMap((s) => (s.run ? [s.run.trim()] : []));
  const index = (predicate: (s: Step) => boolean) => {
    const at = steps.findIndex(predicate);
    expect(at, String(predicate)).toBeGreaterThan(-1);
    return at;
  };
  const deployStep = (s: Step) => s.run === "npx --no-install wrangler deploy";
  const smokeStep = (s: Step) => (s as { id?: string }).id === "smoke";
  const rollbackStep = (s: Step) => Boolean(s.run?.includes("wrangler rollback"));
  const beforeStep = (s: Step) => (s as { id?: string }).id === "before";

  it("runs on pushes to main only, and builds and deploys only main", () => {
    expect(deployWorkflow.on.push).toEqual({ branches: ["main"] });
    expect(build.if).toBe("github.ref == 'refs/heads/main'");
    expect(deploy.if).toBe("needs.build.outputs.deploy == 'true'");
  });
  it("builds after the CI checks, run on the same commit through ci.yml, and deploys after the build", () => {
    expect(([] as string[]).concat(build.needs ?? [])).toEqual(["checks"]);
    expect(deployWorkflow.jobs.checks?.uses).toBe("./.github/workflows/ci.yml");
    expect(([] as string[]).concat(deploy.needs ?? [])).toEqual(["build"]);
  });
  it("never races another deploy, never cancels one half-way", () => {
    expect(deploy.concurrency).toEqual({ group: "production-deploy", "cancel-in-progress": false });
  });
  it("runs the launch check before the build, gated by the SITE_LAUNCHED variable, with no secret", () => {
    const gate = buildSteps.findIndex((s) => s.run === "npm run -s content:launch -- --deploy");
    expect(gate).toBeGreaterThan(-1);
    expect(gate).toBeLessThan(buildSteps.findIndex((s) => s.run === "npm run build"));
    expect(buildSteps[gate]!.env).toEqual({ SITE_LAUNCHED: "${{ vars.SITE_LAUNCHED }}" });
    expect(buildSteps[gate]!.if).toBe("steps.newest.outputs.deploy == 'true'");
  });
  it("builds in a job with no secret, and hands build/ and public/ (hidden files too) to the deploy as an artifact", () => {
    expect(JSON.stringify(build)).not.toContain("secrets.");
    expect(build.environment).toBeUndefined();
    expect(runs(buildSteps)).toContain("npm run build");
    const upload = buildSteps.find((s) => s.uses?.startsWith("actions/upload-artifact@"));
    expect(String(upload?.with?.path).trim().split("\n")).toEqual(["build/", "public/"]);
    expect(upload?.with?.["include-hidden-files"]).toBe(true);
    expect(upload?.with?.["if-no-files-found"]).toBe("error");
    const download = steps.find((s) => s.uses?.startsWith("actions/download-artifact@"));
    expect(download?.with).toEqual({ name: upload?.with?.name, path: "." });
  });
  it("deploys the build's output from a fresh checkout of the same commit, installed from its lockfile with no install script, building nothing", () => {
    const checkout = steps.find((s) => s.uses?.startsWith("actions/checkout@"));
    expect(checkout?.with).toEqual({ ref: "${{ github.sha }}", "persist-credentials": false });
    expect(runs(steps).filter((run) => run.startsWith("npm ci"))).toEqual([
      "npm ci --no-audit --no-fund --ignore-scripts",
    ]);
    // No build, no script of package.json but the smoke check, nothing run from build/ or public/.
    expect(runs(steps).join("\n")).not.toMatch(/npm run (?!-s smoke )|remix|tsx|\bnode\b|\.\/build|build\/|public\//);
    const clear = index((s) => s.run === "rm -rf build public");
    const download = index((s) => Boolean(s.uses?.startsWith("actions/download-artifact@")));
    expect(clear).toBeLessThan(download);
    expect(download).toBeLessThan(index(deployStep));
    const setupNode = steps.find((s) => s.uses?.startsWith("actions/setup-node@"));
    expect(String(setupNode?.with?.["node-version"])).toBe("20");
    expect(setupNode?.with?.["package-manager-cache"]).toBe(false);
  });
  it("holds the token only in the production environment, and only the steps that call Cloudflare see it", () => {
    expect(deploy.environment).toEqual({ name: "production", url: "${{ vars.SITE_URL }}" });
    const secrets = {
      CLOUDFLARE_API_TOKEN: "${{ secrets.CLOUDFLARE_API_TOKEN }}",
      CLOUDFLARE_ACCOUNT_ID: "${{ secrets.CLOUDFLARE_ACCOUNT_ID }}",
    };
    const withSecrets = steps.filter((s) => JSON.stringify(s).includes("secrets."));
    expect(withSecrets).toEqual([steps[index(beforeStep)], steps[index(deployStep)], steps[index(rollbackStep)]]);
    for (const step of withSecrets) expect(step.env).toMatchObject(secrets);
    expect(JSON.stringify(deploy.env)).not.toContain("secrets.");
    expect(read("deploy.yml").match(/secrets\./g)).toHaveLength(6);
    expect(deployWorkflow.jobs.checks).not.toHaveProperty("secrets");
  });
  it("smoke-checks the site right after the deploy, with no token, and rolls back to the version recorded before it when that fails", () => {
    expect(index(beforeStep)).toBeLessThan(index(deployStep));
    const before = steps[index(beforeStep)]!.run ?? "";
    expect(before).toContain("wrangler deployments status --json");
    // Only a Worker that was never deployed goes on without a version to return to.
    expect(before).toMatch(/elif grep -q "has no deployments"[\s\S]*else[\s\S]*exit 1\s*fi\s*$/);
    expect(index(deployStep)).toBeLessThan(index(smokeStep));
    expect(steps[index(smokeStep)]!.run).toBe('npm run -s smoke -- "$SITE_URL"');
    expect(steps[index(smokeStep)]!.env).toBeUndefined();
    expect(index(smokeStep)).toBeLessThan(index(rollbackStep));
    const rollback = steps[index(rollbackStep)]!;
    expect(rollback.if).toBe("failure() && steps.smoke.outcome == 'failure'");
    expect(rollback.env?.PREVIOUS).toBe("${{ steps.before.outputs.version }}");
    expect(rollback.run).toContain('npx --no-install wrangler rollback "$PREVIOUS" --yes');
    // The run fails after rolling back: a rolled-back deploy is never green.
    expect(rollback.run?.trim().split("\n").at(-1)?.trim()).toBe("exit 1");
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
