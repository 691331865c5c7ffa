export type FirstLoad = {
  path: string;
  html: number;
  htmlText: string;
  scripts: Array<{ url: string; text: string; gzip: number }>;
  js: number;
  css: number;
  cssInline: boolean;
};
export function firstLoadScripts(html: string): string[];
export function firstLoad(base: string, path: string): Promise<FirstLoad>;
export const FIRST_LOAD_JS_BUDGET: number;
