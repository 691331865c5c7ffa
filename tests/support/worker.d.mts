export function startBuiltWorker(options?: { port?: number }): Promise<{ url: string; dispose: () => Promise<void> }>;
