// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'

import { inertUntilReady } from '../../scripts/prerender'
import { prerenderedLocaleOf, releasePrerenderedControls } from './prerendered'
import { prerenderedFile } from './prerendered-files'

const page =
  '<form><input id="a" name="username" value=""/><input id="b" readonly="" value="fixed"/><button type="submit">Log In</button><select id="c"></select><button disabled="">Busy</button></form>'

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

  it('are written one file per language, and the page on screen says its language', () => {
    expect(prerenderedFile('/auth/login', 'en')).toBe('/auth/login.html')
    expect(prerenderedFile('/auth/login', 'ar')).toBe('/auth/login.ar.html')
    const root = document.createElement('div')
    root.dataset.locale = 'ar'
    // An empty root (index.html) holds no page, whatever it says.
    expect(prerenderedLocaleOf(root)).toBeNull()
    root.innerHTML = '<form></form>'
    expect(prerenderedLocaleOf(root)).toBe('ar')
    delete root.dataset.locale
    expect(prerenderedLocaleOf(root)).toBeNull()
  })
})
