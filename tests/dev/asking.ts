/**
 * An open page asking for its scripts while the dev loop rebuilds: each is asked for over and
 * over, at a pace a page's loads keep, until `stop()`; every answer must be the file. (While
 * workerd itself restarts, for a fraction of a second, a request can find no server: those are
 * counted apart, they are not answers; any other failure fails the test.)
 */
export function askWhileRebuilding(pageUrl: string, scripts: readonly string[]) {
  const wrong: string[] = [];
  let asked = 0;
  let noServer = 0;
  let rebuilding = true;
  const asking = (async () => {
    while (rebuilding) {
      for (const script of scripts) {
        asked += 1;
        const answer = await fetch(`${pageUrl}${script}`)
          .then(async (response) => ({ status: response.status, bytes: (await response.text()).length }))
          .catch((error: Error) => {
            const cause = String((error.cause as Error | undefined)?.message ?? error.cause);
            if (!/ECONNRESET|ECONNREFUSED|other side closed/.test(cause)) throw error;
            noServer += 1;
            return null;
          });
        if (answer && (answer.status !== 200 || answer.bytes === 0)) wrong.push(`${answer.status} ${script}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  })();
  return {
    /** Stops asking; answers the wrong answers and the counts. */
    async stop() {
      rebuilding = false;
      await asking;
      return { wrong, asked, noServer };
    },
  };
}
