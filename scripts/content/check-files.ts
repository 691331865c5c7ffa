/**
 * Before anything under content/ is read: every entry there is a plain file or a folder. A link
 * (a "symbolic link" or shortcut) would make the check and the build read a file from anywhere
 * on the machine that runs them, and put its text into the site; a device or pipe could hang
 * them. Each is named, and nothing is read until it is gone.
 */
import { lstatSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { ContentProblem } from "./check-context";

const LINK =
  'is a link to another file or folder (a shortcut, or "symbolic link"), not a file of its own: the site reads only files kept in content/. Delete the link and put the file itself here';
const NOT_A_FILE = "is not a file or a folder (a device or a pipe): delete it";

/** Every link and every entry that is neither file nor folder, in or under `contentDir` (itself included). */
export function strangeEntries(contentDir: string): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const note = (shown: string, message: string) => problems.push({ file: shown, line: 1, message: `this ${message}` });
  const walk = (dir: string, shown: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      const name = `${shown}/${entry.name}`;
      if (entry.isSymbolicLink()) note(name, LINK);
      else if (entry.isDirectory()) walk(path, name);
      else if (!entry.isFile()) note(name, NOT_A_FILE);
    }
  };
  let top;
  try {
    top = lstatSync(contentDir);
  } catch {
    return problems;
  }
  if (top.isSymbolicLink()) note("content", LINK);
  else if (top.isDirectory()) walk(contentDir, "content");
  return problems;
}
