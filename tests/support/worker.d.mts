export function startBuiltWorker(options?: { port?: number }): Promise<{ url: string; dispose: () => Promise<void> }>;
export function builtWorkerOptions(): Record<string, unknown> & { modules: unknown[]; bindings?: Record<string, unknown> };
