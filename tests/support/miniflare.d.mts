export function startMiniflare(options?: {
  versionId?: string;
  cachePersist?: string;
  bindings?: Record<string, unknown>;
  faults?: boolean;
}): Promise<{ url: string; fetch: (path: string, init?: RequestInit) => Promise<Response>; dispose: () => Promise<void> }>;
