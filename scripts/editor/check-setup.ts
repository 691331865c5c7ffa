/**
 * `npm run editor:check-setup`: what the web editor and the deploy need that the repository
 * itself can show (docs/editor-setup.md), said in the words of whoever sets them up, with the
 * file and line to change and what to put there. What lives outside the repository (the GitHub
 * OAuth app, the Worker's secrets, GitHub's repository secrets, branch protection) it cannot
 * see: it lists those as the values to enter and the commands that show or set them. It reads
 * files only (no network, no build) and exits 1 while anything in the repository is missing.
 *
 *   npx tsx scripts/editor/check-setup.ts [project folder]
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";
import { originInWrangler } from "../lib/site-origin";

/** Something in the repository to change before staff can sign in or the site can go live. */
export type Missing = { problem: string; file: string; line?: number; fix: string };
export type SetupReport = { missing: Missing[]; elsewhere: string[] };

/** The placeholder the project was started with (app/content/links.ts). */
export const EXAMPLE_REPOSITORY = "example-org/born-to-build";
/** Names no real site has (RFC 2606 and 6761): example.com/.net/.org and the test domains. */
const RESERVED_HOST = /(?:^|\.)(?:example\.(?:com|net|org)|example|test|invalid|localhost)$/i;
const REPOSITORY = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})\/[A-Za-z0-9._-]{1,100}$/;

/** Where a setting is written: the first `export const NAME = "value"` under content/ or app/. */
type Setting = { value: string; file: string; line: number };

function tsFiles(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return ["node_modules", "generated"].includes(entry.name) ? [] : tsFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function findSetting(root: string, name: string): Setting | undefined {
  const pattern = new RegExp(`^export const ${name}\\s*=\\s*"([^"]*)"`, "m");
  for (const path of ["content", "app"].flatMap((folder) => tsFiles(join(root, folder)))) {
    const text = readFileSync(path, "utf8");
    const match = pattern.exec(text);
    if (match) {
      const line = text.slice(0, match.index).split("\n").length;
      return { value: match[1] ?? "", file: relative(root, path), line };
    }
  }
  return undefined;
}

/** The site's address: SITE_ORIGIN under [vars] in wrangler.toml (the developers' configuration). */
function configuredOrigin(root: string): Setting | undefined {
  const entry = originInWrangler(readText(root, "wrangler.toml"));
  return entry && { value: entry.value, file: "wrangler.toml", line: entry.line };
}

const readText = (root: string, path: string) =>
  existsSync(join(root, path)) ? readFileSync(join(root, path), "utf8") : "";

/** The GitHub secrets the workflows read (`secrets.NAME`), sorted. */
function workflowSecrets(root: string): string[] {
  const folder = join(root, ".github", "workflows");
  const names = new Set<string>();
  if (existsSync(folder))
    for (const file of readdirSync(folder).filter((name) => /\.ya?ml$/.test(name)))
      for (const match of readFileSync(join(folder, file), "utf8").matchAll(/\bsecrets\.([A-Z][A-Z0-9_]*)/g))
        names.add(match[1]!);
  return [...names].sort();
}

/** The Worker secrets the editor's sign-in reads: the keys of OAuthEnv (app/lib/edge/github-oauth.ts). */
function workerSecrets(root: string): string[] {
  const type = /export type OAuthEnv = \{([^}]*)\}/.exec(readText(root, "app/lib/edge/github-oauth.ts"))?.[1] ?? "";
  const names = [...type.matchAll(/([A-Z][A-Z0-9_]*)\??:/g)].map((match) => match[1]!);
  return names.length ? names : ["GITHUB_CLIENT_ID", "GITHUB_CLIENT_SECRET"];
}

/** The branches a push to which deploys the site (deploy.yml's `on.push.branches`). */
function deployBranches(root: string): string[] {
  const text = readText(root, ".github/workflows/deploy.yml");
  if (!text) return [];
  const workflow = parse(text) as { on?: { push?: { branches?: string[] } } };
  return workflow.on?.push?.branches ?? [];
}

/** The job name branch protection requires (ci.yml's `jobs.checks.name`). */
function checkName(root: string): string {
  const text = readText(root, ".github/workflows/ci.yml");
  const workflow = (text ? parse(text) : {}) as { jobs?: Record<string, { name?: string }> };
  return workflow.jobs?.checks?.name ?? "checks";
}

export function checkSetup(root: string): SetupReport {
  const missing: Missing[] = [];
  const notFound = (name: string, what: string, file = "app/content/links.ts") =>
    missing.push({
      problem: `This check cannot find ${name} (${what}) in ${file === "wrangler.toml" ? file : "any file under content/ or app/"}.`,
      file,
      fix:
        file === "wrangler.toml"
          ? 'Write the site\'s address under [vars] in wrangler.toml as SITE_ORIGIN = "https://…".'
          : `Write it as \`export const ${name} = "…";\` (if it has moved, update scripts/editor/check-setup.ts).`,
    });

  const repository = findSetting(root, "EDITOR_REPOSITORY");
  let repo = "<owner>/<name>";
  if (!repository) notFound("EDITOR_REPOSITORY", "the GitHub repository the editor saves to");
  else if (repository.value === EXAMPLE_REPOSITORY || /^example/i.test(repository.value))
    missing.push({
      problem: `The editor saves to the example repository "${repository.value}", which is not the site's: every sign-in ends with 'Repo "${repository.value}" not found'.`,
      file: repository.file,
      line: repository.line,
      fix: 'Set EDITOR_REPOSITORY to the site\'s GitHub repository, its owner and name as GitHub shows them (e.g. "sa-building-association/born-to-build").',
    });
  else if (!REPOSITORY.test(repository.value))
    missing.push({
      problem: `EDITOR_REPOSITORY is "${repository.value}": not a GitHub repository's owner/name.`,
      file: repository.file,
      line: repository.line,
      fix: 'Write it as owner/name, as in the repository\'s address on GitHub (e.g. "sa-building-association/born-to-build").',
    });
  else repo = repository.value;

  const branch = findSetting(root, "EDITOR_BRANCH");
  const branches = deployBranches(root);
  if (!branch) notFound("EDITOR_BRANCH", "the branch that is the live site");
  else if (branches.length && !branches.includes(branch.value))
    missing.push({
      problem: `Staff's published changes go to the branch "${branch.value}", but the deploy runs only for ${branches.map((b) => `"${b}"`).join(", ")}: they would never go live.`,
      file: branch.file,
      line: branch.line,
      fix: `Set EDITOR_BRANCH to "${branches[0]}", or change \`on: push: branches\` in .github/workflows/deploy.yml to match.`,
    });

  const origin = configuredOrigin(root);
  let site = "https://<your site>";
  if (!origin) notFound("SITE_ORIGIN", "the site's address", "wrangler.toml");
  else {
    const url = URL.canParse(origin.value) ? new URL(origin.value) : undefined;
    const where = { file: origin.file, line: origin.line };
    const example = 'e.g. "https://www.borntobuild.com.au": https, the name visitors type, no / at the end';
    if (!url || url.protocol !== "https:" || url.origin !== origin.value)
      missing.push({
        problem: `The site's address (SITE_ORIGIN) is "${origin.value}": not an https address with nothing after the name.`,
        ...where,
        fix: `Write the address alone, ${example}.`,
      });
    else if (RESERVED_HOST.test(url.hostname))
      missing.push({
        problem: `The site's address is still the example ${origin.value}: the editor's sign-in window opens there (a site that does not exist), and the sitemap, canonical links, feed and share cards name it.`,
        ...where,
        fix: `Set SITE_ORIGIN under [vars] in wrangler.toml to the address visitors use, ${example}.`,
      });
    else site = origin.value;
  }

  const host = site.replace(/^https:\/\//, "");
  const wrangler = readText(root, "wrangler.toml");
  const worker = /^name\s*=\s*"([^"]+)"/m.exec(wrangler)?.[1] ?? "the site's Worker";
  const routed =
    site !== "https://<your site>" && new RegExp(`pattern\\s*=\\s*"${host.replace(/\./g, "\\.")}`).test(wrangler);
  const deploySecrets = workflowSecrets(root);
  const keys = workerSecrets(root);
  const elsewhere = [
    `GitHub OAuth app (docs/editor-setup.md, step 1): Homepage URL ${site}, Authorization callback URL ${site}/admin/callback.`,
    `Worker secrets (step 2), the OAuth app's Client ID and client secret: ${keys.join(", ")}. See which are set: npx wrangler secret list. Set them: ${keys.map((name) => `npx wrangler secret put ${name}`).join("; ")}.`,
    `GitHub repository secrets for the deploy (step 3): ${deploySecrets.join(", ")}. See which are set: gh secret list --repo ${repo}. Set them: ${deploySecrets.map((name) => `gh secret set ${name} --repo ${repo}`).join("; ")} (or https://github.com/${repo}/settings/secrets/actions).`,
    `The production environment's variable SITE_URL (step 3), the address the smoke check asks after each deploy: gh variable set SITE_URL --env production --body ${site} --repo ${repo} (or https://github.com/${repo}/settings/environments).`,
    `Staff as collaborators with Write access, and ${branch?.value ?? "main"} protected with the check "${checkName(root)}" required (step 4): https://github.com/${repo}/settings/access and https://github.com/${repo}/settings/branches.`,
    routed
      ? `The Worker "${worker}" answers at ${host} (wrangler.toml's route): the domain must be on the same Cloudflare account.`
      : `The Worker "${worker}" must answer at ${host}: wrangler.toml names no route for it, so add it in Cloudflare (Workers & Pages → ${worker} → Settings → Domains & Routes → Add → Custom domain), or in wrangler.toml: routes = [{ pattern = "${host}", custom_domain = true }]. Staff must open the editor at ${site}/admin/: at any other address (the workers.dev one) the sign-in window says "Signed in" and the editor never hears of it.`,
  ];
  return { missing, elsewhere };
}

export function formatSetupReport({ missing, elsewhere }: SetupReport): string {
  const lines = [
    missing.length
      ? `The editor's set-up: ${missing.length} thing${missing.length === 1 ? "" : "s"} to change in the repository.`
      : "The editor's set-up: nothing missing in the repository.",
    "",
  ];
  for (const item of missing)
    lines.push(`✗ ${item.problem}`, `  ${item.file}${item.line ? `, line ${item.line}` : ""}: ${item.fix}`, "");
  lines.push("Outside the repository (this check cannot see them; docs/editor-setup.md):", "");
  for (const item of elsewhere) lines.push(`• ${item}`);
  return `${lines.join("\n")}\n`;
}

/** Prints the report for the project in `root`; 1 while anything in the repository is missing. */
export function main(root: string, write: (text: string) => void = (text) => process.stdout.write(text)): number {
  const report = checkSetup(root);
  write(formatSetupReport(report));
  return report.missing.length ? 1 : 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1])
  process.exit(main(process.argv[2] ?? fileURLToPath(new URL("../..", import.meta.url))));
