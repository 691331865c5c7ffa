import type { ReactNode } from "react";

/** One question and its answer, as the accordion draws them (native or upgraded). */
export type AccordionEntry = { question: string; answer: ReactNode };
