/**
 * The editor tests' server: `npm run dev` with the web editor's local backend, on a scratch copy
 * of the project (tests/dev/scratch.ts), so what the tests save in the editor lands in the copy's
 * content/, never the working tree's. Started by playwright.editor.config.ts; it stays in the
 * foreground (same process group) so stopping it stops the dev loop, workerd and decap-server.
 *
 *   tsx tests/editor/serve.ts <site port> <editor port> <scratch folder>
 */
import { spawn } from "node:child_process";
import { devEntry, makeScratch } from "../dev/scratch";
import { devEnv } from "../support/dev-env.mjs";

const [port = "8796", editorPort = "8097", folder] = process.argv.slice(2);
if (!folder) throw new Error("usage: tsx tests/editor/serve.ts <site port> <editor port> <scratch folder>");
const scratch = makeScratch(folder);
const dev = spawn(
  process.execPath,
  [devEntry(scratch), "--port", port, "--reload-port", "0", "--no-inspector", "--editor-port", editorPort],
  {
    cwd: scratch,
    stdio: "inherit",
    env: devEnv(),
  },
);
const stop = () => dev.kill("SIGTERM");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
dev.on("exit", (code) => process.exit(code ?? 0));
