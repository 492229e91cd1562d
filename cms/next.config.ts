import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import path from 'path'
import { fileURLToPath } from 'url'

const dirname = path.dirname(fileURLToPath(import.meta.url))

const nextConfig: NextConfig = {
  // No X-Powered-By: it only tells an attacker which framework (and so which advisories) to try.
  poweredByHeader: false,
  // Type errors are caught by `npm run typecheck`, which CI runs for every workspace before the tests
  // (.ci/run); checking the CMS again inside its build cost every `npm test` and `npm start` 10-15 s.
  typescript: { ignoreBuildErrors: true },
  images: {
    localPatterns: [{ pathname: '/api/media/file/**' }],
  },
  webpack: (webpackConfig) => {
    webpackConfig.resolve.extensionAlias = {
      '.cjs': ['.cts', '.cjs'],
      '.js': ['.ts', '.tsx', '.js', '.jsx'],
      '.mjs': ['.mts', '.mjs'],
    }
    return webpackConfig
  },
  // The workspace root holds the hoisted node_modules; tracing must see it.
  outputFileTracingRoot: path.resolve(dirname, '..'),
  turbopack: {
    root: path.resolve(dirname, '..'),
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
