// A build check: no chunk the entry imports statically imports the entry back. Such a chunk runs
// before the entry's own code, so whatever it reads from the entry at load time is still undefined:
// a "start" group of the app's small modules in vite.config.ts once put lib/cookies.ts (which the
// entry imports) beside a route's search schema (which imports the API clients, which import their
// middleware from the entry), and every client was made without its middleware, with no error at
// build time and none in the console.
import type { Plugin } from 'vite'

/** What the check needs of a chunk of the bundle: its name, whether it is an entry and its static imports. */
export interface ChunkImports {
  fileName: string
  isEntry: boolean
  imports: readonly string[]
}

/** For each entry chunk, the chunks it loads statically (directly or not) that import it back. */
export function entryCycles(chunks: readonly ChunkImports[]): { entry: string; importers: string[] }[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const cycles: { entry: string; importers: string[] }[] = []
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) {
    const reached = new Set<string>()
    const pending = [...entry.imports]
    while (pending.length > 0) {
      const name = pending.pop()!
      if (reached.has(name)) continue
      reached.add(name)
      pending.push(...(byName.get(name)?.imports ?? []))
    }
    const importers = [...reached].filter((name) => byName.get(name)?.imports.includes(entry.fileName)).sort()
    if (importers.length > 0) cycles.push({ entry: entry.fileName, importers })
  }
  return cycles
}

export function noEntryCycles(): Plugin {
  return {
    name: 'no-entry-cycles',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [{ fileName: output.fileName, isEntry: output.isEntry, imports: output.imports }] : []))
      const cycles = entryCycles(chunks)
      if (cycles.length > 0) {
        const found = cycles.map(({ entry, importers }) => `${entry} is imported back by ${importers.join(', ')}`).join('; ')
        this.error(
          `A chunk the entry loads statically imports the entry (${found}): its code would run before the entry's. Keep the entry's static imports out of the codeSplitting groups (vite.config.ts).`,
        )
      }
    },
  }
}
