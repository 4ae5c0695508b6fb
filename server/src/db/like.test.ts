// The one LIKE-escape helper: what a user typed matches itself, including % _ and backslash.
import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { containing, likeEscape, startingWith } from './like.ts'

let db: PGlite

beforeAll(async () => {
  db = await PGlite.create()
  await db.exec(`create table names (name text); insert into names values ('100% Cotton'), ('1000 Cotton'), ('a_b'), ('axb'), ('back\\slash'), ('Backslash')`)
})
afterAll(() => db?.close())

async function matches(pattern: string): Promise<string[]> {
  const result = await db.query<{ name: string }>('select name from names where lower(name) like $1 ', [pattern])
  return result.rows.map((r) => r.name).sort()
}

describe('LIKE patterns', () => {
  it('escapes the wildcards and the escape character', () => {
    expect(likeEscape('50%_off\\')).toBe('50\\%\\_off\\\\')
    expect(containing('Ab%')).toBe('%ab\\%%')
    expect(startingWith('Ab_')).toBe('ab\\_%')
  })

  it('matches the typed text literally in PostgreSQL', async () => {
    expect(await matches(containing('0%'))).toEqual(['100% Cotton'])
    expect(await matches(containing('A_B'))).toEqual(['a_b'])
    expect(await matches(containing('k\\s'))).toEqual(['back\\slash'])
    expect(await matches(startingWith('BACK'))).toEqual(['Backslash', 'back\\slash'])
    expect(await matches(startingWith('%'))).toEqual([])
  })
})
