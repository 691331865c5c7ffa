// @ts-check
// `npm run bench:observatory`: the MDN HTTP Observatory's grade for each kind of response the
// site gives: a page, a script, an SVG, the 404 and /admin/, from the built
// worker on this machine (no internet). The Observatory's own scan only takes a host name and
// grades its front page (and refuses a 404), so this runs its parts on each address instead:
// its retriever (the same requests: the address, robots.txt, a CORS preflight, cookies kept),
// its ten tests and its grader, in the order and with the sums of `scan()`
// (@mdn/mdn-http-observatory/src/scanner/index.js).
//
// Two figures per response, because no TLS runs here:
//   - "HTTP here": as the Observatory grades plain HTTP on 127.0.0.1. Two tests cannot pass:
//     HSTS needs an HTTPS answer, and the redirection test wants http:// sent to https://.
//   - "over HTTPS": the same answer, headers untouched, as Cloudflare serves the worker's answer
//     over TLS (its certificate counted as valid), with http:// not answered here. The http://
//     to https:// redirect is the zone's ("Always Use HTTPS"), not the worker's: that test is
//     shown as not measured, and scores what a redirect to https:// scores (0).
// The Observatory's HSTS preload list comes from Chromium's source by its install script, which
// the bench install does not run (no internet, tests/bench/.npmrc): an empty list stands in,
// so no host counts as preloaded (127.0.0.1 never is).
import { existsSync, writeFileSync } from "node:fs";
import { startBuiltWorker } from "../../support/worker.mjs";

const OBSERVATORY = new URL("./node_modules/@mdn/mdn-http-observatory/", import.meta.url);
const PRELOAD_LIST = new URL("conf/hsts-preload.json", OBSERVATORY);
if (!existsSync(PRELOAD_LIST)) writeFileSync(PRELOAD_LIST, "{}\n");

// Its source files, by path: the package exports only `scan()`, and ships JSDoc, not types.
/** @typedef {{ result: string }} TestOutput */
/** @typedef {{ status: number; headers: Record<string, string> }} Answer */
/** @typedef {{ responses: { auto: Answer | null; [name: string]: unknown } }} Requests */
/** @param {string} path */
const part = async (path) => {
  /** @type {unknown} */
  const module = await import(new URL(path, OBSERVATORY).href);
  return /** @type {Record<string, unknown>} */ (module);
};
const { retrieve } = /** @type {{ retrieve: (host: string, options: object) => Promise<Requests> }} */ (
  await part("src/retriever/retriever.js")
);
const { ALL_TESTS } = /** @type {{ ALL_TESTS: Array<(requests: Requests) => TestOutput> }} */ (
  await part("src/constants.js")
);
const { getGradeForScore, getScoreModifier } =
  /** @type {{ getGradeForScore: (score: number) => { score: number; grade: string }; getScoreModifier: (result: string) => number }} */ (
    await part("src/grader/grader.js")
  );
const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = /** @type {{ MINIMUM_SCORE_FOR_EXTRA_CREDIT: number }} */ (
  await part("src/grader/charts.js")
);

/**
 * The Observatory's score and grade for one set of responses, summed as its `scan()` sums them.
 * @param {Requests} requests
 */
function grade(requests) {
  const results = ALL_TESTS.map((test) => test(requests));
  let withExtraCredit = 100;
  let uncurved = 100;
  for (const { result } of results) {
    const modifier = getScoreModifier(result);
    withExtraCredit += modifier;
    if (modifier < 0) uncurved += modifier;
  }
  const { score, grade } = getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved);
  const lost = results
    .filter(({ result }) => getScoreModifier(result) < 0)
    .map(({ result }) => `${result} (${getScoreModifier(result)})`);
  return { score, grade, results, lost };
}

const worker = await startBuiltWorker();
try {
  const port = new URL(worker.url).port;
  const home = await (await fetch(`${worker.url}/`)).text();
  // The client entry, as the page names it (its modules load after paint, not from a src).
  const script = /\/build\/entry\.client-[\w-]+\.js/.exec(home)?.[0];
  if (!script) throw new Error("The home page names no /build/ script: is the build complete?");
  const responses = [
    ["a page", "/"],
    ["a script", script],
    ["an SVG", "/images/logo.svg"],
    ["the 404", "/no-such-page"],
    ["the editor", "/admin/"],
  ];
  console.log(`MDN HTTP Observatory (its retriever, tests and grader) on the built worker at ${worker.url}\n`);
  console.log("| response | address | status | HTTP here | over HTTPS | what costs points over HTTPS |");
  console.log("|---|---|---:|---:|---:|---|");
  for (const [what, path] of responses) {
    // Port 9 (discard) has nothing listening on loopback: the HTTPS attempt fails at once.
    const requests = await retrieve("127.0.0.1", { httpPort: port, httpsPort: 9, path });
    const status = requests.responses.auto?.status;
    const plain = grade(requests);
    const auto = requests.responses.auto;
    const overTls = grade({
      ...requests,
      responses: {
        ...requests.responses,
        https: { ...auto, verified: true },
        http: null,
        httpRedirects: [],
        httpsRedirects: [],
      },
    });
    console.log(
      `| ${what} | ${path} | ${status} | ${plain.grade} (${plain.score}) | ${overTls.grade} (${overTls.score}) | ${overTls.lost.join(", ") || "nothing"} |`,
    );
  }
  console.log(
    "\nHTTP here: HSTS needs HTTPS and the redirection test an http:// → https:// redirect; neither can exist on 127.0.0.1.",
  );
  console.log(
    "Over HTTPS: the same headers as Cloudflare serves them over TLS; the http:// redirect (the zone's Always Use HTTPS) is not measured.",
  );
} finally {
  await worker.dispose();
}
