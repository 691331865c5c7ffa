// Staff's files stay in the form the web editor saves them (scripts/content/editor-format.ts),
// so a change made there is a diff of the lines changed and nothing else. A file
// edited by hand drifts (a long line left unfolded, a list bulleted with "-"), and the editor's
// next save of it rewrites every such line: `npm run content:format` puts it back.
import { describe, expect, it } from "vitest";
import { contentSource } from "../../scripts/content/content-dir";
import { editorFiles, outOfEditorForm } from "../../scripts/content/editor-format";

describe("staff's files", () => {
  it("are each in the form the web editor saves them (else: npm run content:format)", () => {
    // The rule sees every file the editor writes, not none.
    expect(editorFiles(contentSource()).length).toBeGreaterThan(40);
    expect(outOfEditorForm(contentSource())).toEqual([]);
  });
});
