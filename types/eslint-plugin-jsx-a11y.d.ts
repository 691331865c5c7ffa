// eslint-plugin-jsx-a11y ships no types; this is the slice of it eslint.config.mjs reads.
declare module "eslint-plugin-jsx-a11y" {
  import type { ESLint, Linter } from "eslint";
  const plugin: ESLint.Plugin & { flatConfigs: { recommended: Linter.Config; strict: Linter.Config } };
  export default plugin;
}
