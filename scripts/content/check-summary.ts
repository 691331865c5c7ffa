/**
 * A failed content check on a pull request, in staff's words on the run's summary page
 * (`$GITHUB_STEP_SUMMARY`, which GitHub Actions sets for every step): one item per problem,
 * leading with where it is in the editor (screen › entry › field) and what to do, then the file and
 * line for developers.
 */
import { appendFileSync } from "node:fs";
import type { ContentProblem } from "./check-context";
import { editorPlace, placeWords } from "./editor-place";

/**
 * A problem as staff read it: the editor's screen and entry first, unless the message names them
 * already (a message about a post's field names the post by its title, as the editor lists it).
 */
export function staffLine(problem: ContentProblem): string {
  const place = editorPlace(problem.file);
  if (!place || problem.message.startsWith(`${place.screen} › `)) return problem.message;
  const where = placeWords(place);
  return problem.message.startsWith(where) ? problem.message : `${where}: ${problem.message}`;
}

export function staffSummary(problems: readonly ContentProblem[]): string {
  return [
    "## The content check found something to fix",
    "",
    `Open each in the web editor (/admin), change it as it says, and save: the checks run again.`,
    "",
    ...problems.map((p) => `- ${staffLine(p)} (\`${p.file}\`, line ${p.line})`),
    "",
  ].join("\n");
}

/** Appends the summary when the run has a summary page; nothing otherwise (a developer's terminal). */
export function writeStaffSummary(problems: readonly ContentProblem[], file = process.env.GITHUB_STEP_SUMMARY): void {
  if (file && problems.length) appendFileSync(file, `${staffSummary(problems)}\n`);
}
