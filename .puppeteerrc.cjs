// @ts-check
/** @type {import("puppeteer").Configuration} */
module.exports = {
  // pa11y drives the Chromium the tests use (CHROMIUM_PATH or Debian's): no browser download.
  skipDownload: true,
};
