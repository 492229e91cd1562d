import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib'
import { vitePlugin as remix } from '@remix-run/dev'
import { flatRoutes } from 'remix-flat-routes'
import { defineConfig, type Plugin } from 'vite'
import { compression, defineAlgorithm } from 'vite-plugin-compression2'
import { installableApp } from './app/installable/installable-app.build.ts'

// React 18 (this workspace) sits beside React 19 (cms) in one install: npm hoists React 19 and the
// router packages to the root and nests React 18 in web/node_modules. These packages must be bundled
// (not required at run time from the root) so they resolve web's own React 18; otherwise the server
// renders with two Reacts and hydration fails.
const packagesThatImportReact = ['@remix-run/react', 'react-router', 'react-router-dom', 'react-i18next', '@conform-to/react']

const isVitest = Boolean(process.env.VITEST)

/**
 * The browser's scripts and styles compressed once at build time, at brotli's and gzip's highest
 * levels (about 12 % smaller than what compression() makes on the fly): app-server.js serves these
 * files to a browser that accepts them. Only the client build's files are ever downloaded.
 */
const precompressedAssets: Plugin = {
  ...compression({
    include: /\.(js|css|svg)$/,
    threshold: 1024,
    algorithms: [
      defineAlgorithm('brotliCompress', { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } }),
      defineAlgorithm('gzip', { level: 9 }),
    ],
  }),
  apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
}

const CLIENT_ASSETS_DIR = fileURLToPath(new URL('build/client/assets', import.meta.url))

/**
 * Remix writes the browser's route manifest (assets/manifest-<version>.js, loaded by every hydrated page)
 * during the server build, after the client build's files were compressed: it is compressed here, at the
 * same levels, once the server build is written.
 */
const precompressedRouteManifest: Plugin = {
  name: 'precompressed-route-manifest',
  apply: (_config, env) => env.command === 'build' && Boolean(env.isSsrBuild),
  async closeBundle() {
    const manifests = (await readdir(CLIENT_ASSETS_DIR)).filter((name) => /^manifest-[^.]+\.js$/.test(name))
    for (const name of manifests) {
      const file = path.join(CLIENT_ASSETS_DIR, name)
      const source = await readFile(file)
      await writeFile(`${file}.br`, brotliCompressSync(source, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } }))
      await writeFile(`${file}.gz`, gzipSync(source, { level: 9 }))
    }
  },
}

type ModuleGraph = {
  getModuleIds: () => IterableIterator<string>
  getModuleInfo: (id: string) => { importedIds: readonly string[] } | null
}

/**
 * Every module that every page loads (the client entry, the root route and all they import, at any
 * depth) in one chunk, the entry's: Rollup would otherwise split them into a chunk per set of routes
 * sharing them, about twenty files under 1 KiB each on every page, each a request and its headers on a
 * slow phone's network for code that every page runs anyway. /login went from 28 scripts to 8 and
 * 142.6 to 135.1 KiB (brotli), /fairness from 42 to 22 and 153.6 to 146.1 KiB; no page grew.
 */
function everyPageChunk(id: string, graph: ModuleGraph): string | undefined {
  everyPageModules ??= importedByEveryPage(graph)
  return everyPageModules.has(id) ? 'entry.client' : undefined
}

let everyPageModules: Set<string> | undefined
function importedByEveryPage(graph: ModuleGraph): Set<string> {
  const seen = new Set<string>()
  const visit = (id: string) => {
    if (seen.has(id)) return
    seen.add(id)
    for (const imported of graph.getModuleInfo(id)?.importedIds ?? []) visit(imported)
  }
  for (const id of graph.getModuleIds()) if (/\/app\/(root|entry\.client)\.tsx$/.test(id)) visit(id)
  return seen
}

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { dedupe: ['react', 'react-dom'] },
  ssr: { noExternal: packagesThatImportReact },
  server: { fs: { allow: ['..'] } },
  build: isSsrBuild ? {} : { rollupOptions: { output: { manualChunks: (id, graph) => everyPageChunk(id, graph) } } },
  ...(isVitest
    ? {
        environments: {
          ssr: { resolve: { mainFields: ['module', 'jsnext:main', 'jsnext', 'main'] } },
        },
      }
    : {}),
  plugins: isVitest
    ? []
    : [
        remix({
          // Routes grouped by area in `+` folders (remix-flat-routes, as the Epic Stack does); each group's
          // `_layout.tsx` holds its error boundary. Tests and server modules beside routes are not routes.
          ignoredRouteFiles: ['**/*'],
          routes: async (defineRoutes) =>
            flatRoutes('routes', defineRoutes, {
              ignoredRouteFiles: ['.*', '**/*.css', '**/*.test.{ts,tsx}', '**/*.server.*', '**/*.client.*'],
            }),
          future: {
            v3_fetcherPersist: true,
            v3_relativeSplatPath: true,
            v3_throwAbortReason: true,
            // Off: the whole route manifest comes as one long-cached file (about 4 KiB gzipped). With lazy
            // discovery, the page's eager discovery of a link and the click on it each asked /__manifest
            // for the same path, and when they crossed the page went blank or showed "Application Error"
            // (a player going back from a crash game to its lobby, under load; remix-run/react-router#13169).
            v3_lazyRouteDiscovery: false,
          },
        }),
        precompressedAssets,
        precompressedRouteManifest,
        ...(isSsrBuild ? [] : installableApp()),
      ],
  test: {
    include: ['app/**/*.test.{ts,tsx}'],
    environment: 'node',
    server: { deps: { inline: [...packagesThatImportReact, '@remix-run/testing'] } },
  },
}))
