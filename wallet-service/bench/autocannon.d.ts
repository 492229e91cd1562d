// The part of autocannon's API the bench uses (the package ships no types and @types/autocannon is not installed).
declare module 'autocannon' {
  type Request = { method?: string; path?: string; body?: string; headers?: Record<string, string> }
  type Options = {
    url: string
    connections?: number
    duration?: number
    method?: string
    requests?: { setupRequest?: (request: Request) => Request }[]
  }
  type Result = {
    requests: { total: number; average: number }
    latency: { p50: number; p99: number }
    non2xx: number
    errors: number
    timeouts: number
  }
  export default function autocannon(options: Options): Promise<Result>
}
