// @ts-check
// The dev loop's flags. Each also reads an environment variable, so a test or a shell profile
// can set it once.
import { readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * @typedef {object} DevOptions
 * @property {string} host where the site, the reload stream and the debugger listen
 * @property {number} port the site (0: any free port, as the tests use)
 * @property {number} reloadPort the page's reload event stream
 * @property {number | null} inspectorPort the debugger (null: `--no-inspector`)
 * @property {number | null} editorPort the web editor's local backend, decap-server (null: `--no-editor`)
 */

/**
 * --port (DEV_PORT, default wrangler.toml's [dev] port), --reload-port (DEV_RELOAD_PORT,
 * default port - 1), --inspector-port (DEV_INSPECTOR_PORT, default 9229; `--no-inspector`
 * turns it off), --editor-port (DEV_EDITOR_PORT, default 8081, where Decap CMS looks for its
 * local backend; `--no-editor` leaves it out).
 * @param {string[]} argv the arguments after the script's name
 * @param {NodeJS.ProcessEnv} env
 * @param {string} root the project folder
 * @returns {DevOptions}
 */
export function readOptions(argv, env, root) {
  /** @type {(name: string, envName: string, fallback: number) => number} */
  const option = (name, envName, fallback) => {
    const at = argv.indexOf(`--${name}`);
    const value = at !== -1 && argv[at + 1] ? argv[at + 1] : env[envName];
    if (value === undefined || value === "") return fallback;
    const port = Number(value);
    if (!Number.isInteger(port) || port < 0 || port > 65535)
      throw new Error(`--${name} ${value} is not a port number (0 to 65535)`);
    return port;
  };
  const wranglerToml = readFileSync(join(root, "wrangler.toml"), "utf8");
  const tomlPort = Number(/^\[dev\][^[]*?^port\s*=\s*(\d+)/ms.exec(wranglerToml)?.[1] ?? 8787);
  const port = option("port", "DEV_PORT", tomlPort);
  return {
    host: "127.0.0.1",
    port,
    reloadPort: option("reload-port", "DEV_RELOAD_PORT", port === 0 ? 0 : port - 1),
    inspectorPort: argv.includes("--no-inspector") ? null : option("inspector-port", "DEV_INSPECTOR_PORT", 9229),
    editorPort: argv.includes("--no-editor") ? null : option("editor-port", "DEV_EDITOR_PORT", 8081),
  };
}
