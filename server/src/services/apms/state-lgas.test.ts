// The LGA directory the checker's LgaNotInState hint reads.
import { describe, expect, it } from 'vitest'

import { COUNTRIES, PLACES } from '../../seed/seed-data.ts'
import { STATE_EXTENTS } from './state-extents.ts'
import { knowsState, lgaInState, STATE_LGAS, statesOfLga } from './state-lgas.ts'

const nigeria = COUNTRIES.find((c) => c.states.some(([, name]) => name === 'Lagos'))!
const stateName = (code: string) => nigeria.states.find(([c]) => c === code)?.[1] ?? code

describe('state LGAs', () => {
  it('lists all 36 states and the FCT, 774 LGAs in all, by the names the platform stores', () => {
    expect(Object.keys(STATE_LGAS).sort()).toEqual(Object.keys(STATE_EXTENTS).sort())
    expect(Object.values(STATE_LGAS).reduce((sum, lgas) => sum + lgas.length, 0)).toBe(774)
    expect(STATE_LGAS['Kano']).toHaveLength(44)
    expect(STATE_LGAS['Lagos']).toHaveLength(20)
    expect(STATE_LGAS['Federal Capital Territory']).toHaveLength(6)
  })

  it("knows every state of the seed, and every seeded place's LGA is one of its state's", () => {
    for (const [, name] of nigeria.states) expect(knowsState(name), name).toBe(true)
    for (const place of PLACES) expect(lgaInState(place.lga, stateName(place.state)), `${place.city}: ${place.lga}`).toBe(true)
  })

  it('looks names up without regard to case, spacing or hyphens', () => {
    expect(lgaInState('ikeja', 'LAGOS')).toBe(true)
    expect(lgaInState('ETI OSA', 'lagos')).toBe(true)
    expect(lgaInState('obio/akpor', 'Rivers')).toBe(true)
    expect(lgaInState('Ikeja', 'Kano')).toBe(false)
    expect(lgaInState('Ikeja', 'Atlantis')).toBe(false)
    expect(knowsState('Atlantis')).toBe(false)
  })

  it('names the state an LGA belongs to, or both when two states share the name', () => {
    expect(statesOfLga('ikeja')).toEqual(['Lagos'])
    expect(statesOfLga('Surulere').sort()).toEqual(['Lagos', 'Oyo'])
    expect(statesOfLga('Nowhere')).toEqual([])
  })
})
