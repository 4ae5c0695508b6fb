import { describe, expect, it } from 'vitest'

import { entryCycles } from './entry-cycles'

describe('chunks that import the entry they are loaded by', () => {
  it('finds a chunk the entry loads through another that imports the entry back', () => {
    const cycles = entryCycles([
      { fileName: 'index.js', isEntry: true, imports: ['start.js'] },
      { fileName: 'start.js', isEntry: false, imports: ['clients.js'] },
      { fileName: 'clients.js', isEntry: false, imports: ['index.js'] },
    ])
    expect(cycles).toEqual([{ entry: 'index.js', importers: ['clients.js'] }])
  })

  it('allows chunks loaded later (by a dynamic import) to import the entry', () => {
    // A route's chunk runs after the entry, so reading the entry's exports is safe.
    const cycles = entryCycles([
      { fileName: 'index.js', isEntry: true, imports: ['react.js'] },
      { fileName: 'react.js', isEntry: false, imports: [] },
      { fileName: 'route.js', isEntry: false, imports: ['index.js', 'react.js'] },
    ])
    expect(cycles).toEqual([])
  })

  it('ends on a cycle among the chunks themselves', () => {
    const cycles = entryCycles([
      { fileName: 'index.js', isEntry: true, imports: ['a.js'] },
      { fileName: 'a.js', isEntry: false, imports: ['b.js'] },
      { fileName: 'b.js', isEntry: false, imports: ['a.js'] },
    ])
    expect(cycles).toEqual([])
  })
})
