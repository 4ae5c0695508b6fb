// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'

import { inertUntilReady } from '../../scripts/prerender'
import { releasePrerenderedControls } from './prerendered'

const page = '<form><input id="a" name="username" value=""/><input id="b" readonly="" value="fixed"/><button type="submit">Log In</button><select id="c"></select><button disabled="">Busy</button></form>'

describe('prerendered pages', () => {
  it('are inert until the script takes over, and only what the prerender locked is released', () => {
    const inert = inertUntilReady(page)
    expect(inert).toContain('<input readonly="" data-until-ready="" id="a"')
    expect(inert).toContain('<button disabled="" data-until-ready="" type="submit">')
    expect(inert).toContain('<select disabled="" data-until-ready="" id="c">')
    // What the page itself draws read-only or disabled is left as it is.
    expect(inert).toContain('<input id="b" readonly="" value="fixed"/>')
    expect(inert).toContain('<button disabled="">Busy</button>')

    document.body.innerHTML = inert
    releasePrerenderedControls(document.body)
    expect(document.querySelectorAll('[data-until-ready]')).toHaveLength(0)
    expect(document.querySelector<HTMLInputElement>('#a')!.readOnly).toBe(false)
    expect(document.querySelector<HTMLButtonElement>('button[type="submit"]')!.disabled).toBe(false)
    expect(document.querySelector<HTMLSelectElement>('#c')!.disabled).toBe(false)
    expect(document.querySelector<HTMLInputElement>('#b')!.readOnly).toBe(true)
    expect(document.querySelector<HTMLButtonElement>('button:not([type])')!.disabled).toBe(true)
  })
})
