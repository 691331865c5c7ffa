// autocannon ships no types; this is the slice of its API tests/bench/tools/load.mjs calls (see its README).
declare module "autocannon" {
  type Request = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    requests?: Array<Request & { setupRequest?: (request: Request, context: Record<string, unknown>) => Request }>;
    setupClient?: (client: Client) => void;
  };
  type Client = {
    on(event: "response", listener: (statusCode: number, resBytes: number, responseTime: number) => void): Client;
  };
  type Histogram = { average: number; mean: number; max: number; min: number; total: number; p50: number; p99: number };
  type Result = {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats?: Record<string, { count: number }>;
  };
  export default function autocannon(options: Options): Promise<Result>;
}
