/**
 * Every spec runs offline: requests that leave the local worker are aborted and recorded,
 * so a test can assert what the page asked for (a Vimeo player, the form host, ...).
 */
import { test as base, expect } from "@playwright/test";

type Fixtures = { thirdParty: string[]; consoleErrors: string[] };

export const test = base.extend<Fixtures>({
  thirdParty: async ({ context, baseURL }, use) => {
    const requested: string[] = [];
    const local = new URL(baseURL!).origin;
    await context.route(
      (url) => url.origin !== local,
      (route) => {
        requested.push(route.request().url());
        return route.abort("blockedbyclient");
      },
    );
    await use(requested);
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await use(errors);
  },
});

export { expect };
