// @ts-check
// One lint config for every source file: TypeScript with type information (typescript-eslint),
// React, hooks and jsx-a11y for the app, Node globals for the scripts. Formatting is Prettier's
// (`npm run format`); eslint-config-prettier turns off the rules that would argue with it.
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import regexp from "eslint-plugin-regexp";
import globals from "globals";
import tseslint from "typescript-eslint";
import { missingBenchTools } from "./tests/bench/tools/installed.mjs";

const APP = ["app/**/*.{ts,tsx}"];
const reactRecommended = react.configs.flat.recommended;
const reactJsxRuntime = react.configs.flat["jsx-runtime"];
if (!reactRecommended || !reactJsxRuntime)
  throw new Error("eslint-plugin-react no longer has the flat configs recommended and jsx-runtime");

export default tseslint.config(
  {
    ignores: [
      "build/",
      "public/build/",
      "public/build-next/",
      // The web editor's files the content build copies in (Decap's bundle) or writes (config.yml).
      "public/admin/decap/",
      // Decap's bundle as npm published it (scripts/editor/vendor-decap.mjs).
      "vendor/",
      "public/admin/preview.js",
      "public/admin/config.yml",
      "app/content/generated/",
      "reports/",
      ".stryker-tmp*/",
      ".wrangler/",
      ".cache/",
      "test-results/",
      // The files that import the bench-only tools (a separate install, decision 032): linted,
      // with those tools' types, where `npm run bench:install` has installed them.
      ...(missingBenchTools().length > 0 ? ["tests/bench/tools/"] : []),
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
    },
  },
  {
    // A pattern that backtracks without end on text that almost matches. Staff's words go through
    // the schema's patterns at every content check: `/^\/(?:[a-z0-9-]+\/?)*$/` took twice as long
    // to refuse a path of letters and a capital for each letter more (decision 049). Checked in the site's
    // and the content scripts' patterns; the tests' read only our own output.
    files: ["app/**/*.{ts,tsx}", "scripts/**/*.{ts,mjs}"],
    plugins: { regexp },
    rules: { "regexp/no-super-linear-backtracking": "error" },
  },
  // Two objects: spread into one, jsx-runtime's `rules` would replace all of recommended's.
  {
    files: APP,
    ...reactRecommended,
    settings: { react: { version: "detect" } },
    languageOptions: { ...reactRecommended.languageOptions, globals: { ...globals.browser } },
  },
  { files: APP, ...reactJsxRuntime },
  { files: APP, ...reactHooks.configs.flat["recommended-latest"] },
  { files: APP, ...jsxA11y.flatConfigs.recommended },
  {
    files: APP,
    rules: {
      // A region that scrolls (the comparison table, the fact blocks) or moves (the carousel) takes
      // focus so that keyboard users can scroll or pause it (axe's scrollable-region-focusable).
      "jsx-a11y/no-noninteractive-tabindex": ["error", { tags: [], roles: ["tabpanel", "region"] }],
      // React ignores what an event handler returns; the async ones here (a copy to the clipboard, a
      // chunk preloaded on hover) handle their own failure or have none worth reporting.
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      // Remix's way to answer 404 from a loader is to throw a Response.
      "@typescript-eslint/only-throw-error": ["error", { allow: [{ from: "lib", name: "Response" }] }],
    },
  },
  {
    files: ["**/*.test.ts", "tests/**/*.{ts,mjs}"],
    rules: {
      // Test doubles stand in for async interfaces (Cache, a page renderer, a fetch) and answer at
      // once: an `async` method with nothing to await is the plainest way to write them.
      "@typescript-eslint/require-await": "off",
    },
  },
  {
    // The schema's sections take the shapes they build on from each other, never from the
    // barrel that re-exports them all: through it, a section would import itself. A feature's
    // section (app/features/<feature>/schema.ts) is one of them.
    files: ["app/content/schema/*.ts", "app/features/*/schema.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(?:\\.\\./schema|~content/schema|(?:\\.\\./)+content/schema)$",
              message:
                "Import from the section (app/content/schema/base.ts, copy-parts.ts…), not the barrel app/content/schema.ts.",
            },
          ],
        },
      ],
    },
  },
  prettier,
);
