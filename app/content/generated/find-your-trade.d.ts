// The types of find-your-trade.js, which `npm run content:build` writes (git-ignored). Committed, so the
// app type-checks with no build. Made by `npm run content:types` from scripts/content/generated-modules.ts:
// edit that list, not this file.
import type { QuizGate, QuizQuestion, QuizTrait } from "../schema";

export declare const QUIZ_QUESTIONS: QuizQuestion[];

export declare const QUIZ_TRAITS: Record<string, QuizTrait[]>;

export declare const QUIZ_GATES: Record<string, QuizGate[]>;
