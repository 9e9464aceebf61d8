/** One bounded load run with autocannon: fixed connections and duration, on loopback only. */
import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  /** Counted from every answer's time (autocannon's own percentiles skip 95). */
  p95: number;
  p99: number;
  /** Answers that were not 2xx, and connection errors or time-outs: a fair run has none. */
  failures: number;
}

export async function runLoad(
  url: string,
  options: { connections: number; seconds: number; headers?: Record<string, string>; method?: 'POST'; body?: string },
): Promise<LoadResult> {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon(
      {
        url,
        connections: options.connections,
        duration: options.seconds,
        headers: options.headers,
        method: options.method ?? 'GET',
        body: options.body,
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    run.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p95: times[Math.min(times.length - 1, Math.floor(times.length * 0.95))] ?? 0,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/** Adds runs of the same target: requests per second and latencies averaged, failures summed. */
export function combine(results: LoadResult[]): LoadResult {
  const mean = (pick: (result: LoadResult) => number) =>
    results.reduce((sum, result) => sum + pick(result), 0) / results.length;
  return {
    requestsPerSecond: mean((result) => result.requestsPerSecond),
    p50: mean((result) => result.p50),
    p95: mean((result) => result.p95),
    p99: mean((result) => result.p99),
    failures: results.reduce((sum, result) => sum + result.failures, 0),
  };
}
