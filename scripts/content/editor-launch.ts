/**
 * The launch list (`npm run content:launch`, launch.ts) where staff work: at the top of the
 * editor's "Site settings" list, after the collection's own description (Decap shows a
 * collection's description there, as plain text; editor.css keeps its line breaks). Written
 * into config.yml by each content build, so it is as current as the last build.
 */
import type { LaunchFinding } from "./launch";

/** The collection whose list shows the launch list. */
export const LAUNCH_COLLECTION = "settings";

/** The list's words: each item once, led by where staff change it in the editor. */
export function launchText(findings: readonly LaunchFinding[]): string {
  if (!findings.length) return "Before launch: nothing left to replace.";
  return [
    `Before launch: ${findings.length} thing${findings.length === 1 ? "" : "s"} to replace (updated each time the site is built):`,
    ...findings.map(({ place, file, line, what }) => `• ${place ?? `${file}, line ${line}`}: ${what}`),
  ].join("\n");
}

type Collection = { name: string; description?: string };

/** `collections` with the launch list added to the settings collection's description. */
export function withLaunchList<T extends Collection>(
  collections: readonly T[],
  findings: readonly LaunchFinding[],
): T[] {
  return collections.map((c) =>
    c.name === LAUNCH_COLLECTION
      ? { ...c, description: [c.description, launchText(findings)].filter(Boolean).join("\n\n") }
      : c,
  );
}
