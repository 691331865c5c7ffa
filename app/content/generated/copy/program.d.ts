// The types of program.js, which `npm run content:build` writes (git-ignored). Committed, so the
// app type-checks with no build. Made by `npm run content:types` from scripts/content/generated-modules.ts:
// edit that list, not this file.
import type { AskUs, Benefits, Claims, ContactBanner, ProcessFlows, ProcessSteps, Rise } from "../../schema";

export declare const PROCESS_STEPS: ProcessSteps;

export declare const PROCESS_STEPS_LABEL: string;

export declare const PROCESS_FLOWS: ProcessFlows;

export declare const CLAIMS: Claims;

export declare const BENEFITS: Benefits;

export declare const RISE: Rise;

export declare const CONTACT_BANNER: ContactBanner;

export declare const ASK_US: AskUs;
