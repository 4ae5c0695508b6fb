// The part of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  interface Request {
    method?: string
    path: string
    headers?: Record<string, string>
    body?: string
    /** Changes the request before each send. */
    setupRequest?: (request: Request) => Request
  }
  interface Options {
    url: string
    connections?: number
    duration?: number
    headers?: Record<string, string>
    requests?: Request[]
    /** Requests a second from all connections together. */
    overallRate?: number
  }
  interface Histogram {
    average: number
    mean: number
    p50: number
    p90: number
    p99: number
    max: number
    /** Latencies recorded (answers timed). */
    totalCount?: number
  }
  interface Result {
    requests: Histogram & { total: number }
    latency: Histogram
    errors: number
    timeouts: number
    non2xx: number
  }
  function autocannon(options: Options): Promise<Result>
  export default autocannon
}
