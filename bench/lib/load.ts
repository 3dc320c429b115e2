import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
}

/** A bounded autocannon run against a loopback URL. */
export async function measure(
  url: string,
  options: { headers?: Record<string, string>; seconds?: number; connections?: number } = {},
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    headers: options.headers,
    connections: options.connections ?? 10,
    duration: options.seconds ?? 5,
  });
  return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99, non2xx: result.non2xx };
}
