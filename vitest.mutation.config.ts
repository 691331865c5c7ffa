// The unit project alone, for Stryker (stryker.config.mjs): the worker and browser tests run
// the built worker, which never sees a mutated source file, so they could kill no mutant.
import { defineConfig } from "vitest/config";
import { alias, unitProject } from "./vitest.config";

export default defineConfig({ resolve: { alias }, test: { projects: [unitProject] } });
