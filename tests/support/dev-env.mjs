// @ts-check
/**
 * The environment the tests and the dev benchmark start `npm run dev` in: CI (so Remix's and
 * wrangler's prompts never wait for a terminal), no metrics sent, and no colour codes in the
 * output they read. Without FORCE_COLOR: Playwright's runner sets it, and Node then warned, in
 * every thread the dev loop started, that NO_COLOR was ignored. Without CONTENT_DIR: the scratch
 * copy's own content/ is what its dev loop builds and its editor saves into.
 * @returns {NodeJS.ProcessEnv}
 */
export function devEnv() {
  const { FORCE_COLOR: _forced, CONTENT_DIR: _content, ...env } = process.env;
  return { ...env, CI: "true", WRANGLER_SEND_METRICS: "false", NO_COLOR: "1" };
}
