export * from './envelope.ts'
export * from './games.ts'
export * from './routes.ts'
