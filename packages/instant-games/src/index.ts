export * from './spin-it.ts'
export * from './roulette.ts'
