export const COMPILE_HINT: string;
export const MIN_HINTED_CHARS: number;
export function withCompileHint(source: string): string;
