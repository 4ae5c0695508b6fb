import { mkdirSync } from 'node:fs'

import { expect, test, type Locator, type Page } from '@playwright/test'

import { signIn, switchLanguage } from './support/sign-in'

// The signed-in layouts: right-to-left mirroring, the settings panel, the small-screen sidebar, and screenshots.
const shotsDir = process.env.SHOTS_DIR ?? '/tmp/shots'

async function box(locator: Locator) {
  const found = await locator.boundingBox()
  if (!found) throw new Error('element has no box')
  return found
}

const background = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).backgroundColor)

async function openSettings(page: Page) {
  await page.getByRole('banner').getByTestId('settings-toggle').click()
  const panel = page.getByTestId('settings-panel')
  await expect(panel).toBeVisible()
  return panel
}

async function choose(panel: Locator, group: string, option: string) {
  await panel.getByRole('group', { name: group }).getByText(option, { exact: true }).click()
  await expect(panel.getByRole('group', { name: group }).getByRole('radio', { name: option })).toBeChecked()
}

async function closeSettings(page: Page) {
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('settings-panel')).toBeHidden()
}

test('Arabic signed in: dir=rtl, the sidebar on the right, the breadcrumb chevron flipped', async ({ page }) => {
  await signIn(page, 'admin')
  const sidebar = page.getByTestId('sidebar')
  const main = page.getByRole('main')
  const separator = main.locator('[aria-hidden="true"].chakra-breadcrumb__separator').first()

  // Left-to-right first, as the baseline the Arabic layout must mirror.
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
  const ltrSidebar = await box(sidebar)
  const ltrMain = await box(main)
  expect(ltrSidebar.x + ltrSidebar.width).toBeLessThanOrEqual(ltrMain.x + 1)
  expect(await separator.evaluate((element) => getComputedStyle(element).rotate)).toBe('none')

  await switchLanguage(page, 'ar')
  await expect(page.getByTestId('user-menu')).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('لوحة المعلومات')
  const viewport = page.viewportSize()!
  const rtlSidebar = await box(sidebar)
  const rtlMain = await box(main)
  // The sidebar hugs the right edge and the content sits to its left.
  expect(Math.abs(rtlSidebar.x + rtlSidebar.width - viewport.width)).toBeLessThan(2)
  expect(rtlMain.x + rtlMain.width).toBeLessThanOrEqual(rtlSidebar.x + 1)
  expect(await separator.evaluate((element) => getComputedStyle(element).rotate)).toBe('180deg')
  // Home, the first crumb, is now the right-most one.
  const crumbs = main.getByRole('navigation', { name: 'breadcrumb' }).getByRole('listitem')
  const first = await box(crumbs.first())
  const last = await box(crumbs.last())
  expect(first.x).toBeGreaterThan(last.x)
})

test('on a 390 px phone the user menu changes the language with the keyboard: Arabic turns the page right to left', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await signIn(page, 'admin')
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
  // The top bar has no room for its own switcher on a phone: the user menu offers the language.
  await expect(page.getByRole('banner').getByTestId('language-switcher')).toBeHidden()
  const trigger = page.getByTestId('user-menu')
  await trigger.click()
  const menu = page.getByRole('menu')
  await expect(menu.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true')
  // Escape closes it and gives the focus back.
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(trigger).toBeFocused()
  // Opened and used from the keyboard alone.
  await page.keyboard.press('Enter')
  await expect(menu).toBeVisible()
  const arabic = menu.getByRole('menuitemradio', { name: 'العربية' })
  const box = await arabic.boundingBox()
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true)
  for (let i = 0; i < 12 && !(await arabic.evaluate((element) => element.hasAttribute('data-highlighted'))); i++) await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('لوحة المعلومات')
  // The choice is the same one the settings panel makes: kept for the next visit.
  expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('ar')
})

test('the settings panel switches the signed-in layout and the choices survive a reload', async ({ page }) => {
  await signIn(page, 'admin')
  const sidebar = page.getByTestId('sidebar')
  const header = page.getByRole('banner')
  await expect(sidebar).toBeVisible()
  await expect(page.getByTestId('horizontal-menu')).toHaveCount(0)

  // Sidebar dark, then light: its computed background follows.
  let panel = await openSettings(page)
  await expect(panel.getByRole('group', { name: 'Topbar' })).toHaveCount(0)
  await choose(panel, 'Sidebar', 'Dark')
  await closeSettings(page)
  const darkSidebar = await background(sidebar)
  panel = await openSettings(page)
  await choose(panel, 'Sidebar', 'Light')
  await closeSettings(page)
  const lightSidebar = await background(sidebar)
  expect(lightSidebar).toBe('rgb(255, 255, 255)')
  expect(darkSidebar).not.toBe(lightSidebar)

  // Horizontal: the menu bar appears, the sidebar goes, and the top bar theme is offered.
  panel = await openSettings(page)
  await choose(panel, 'Layout', 'Horizontal')
  await expect(panel.getByRole('group', { name: 'Sidebar' })).toHaveCount(0)
  await choose(panel, 'Topbar', 'Dark')
  await closeSettings(page)
  await expect(page.getByTestId('horizontal-menu')).toBeVisible()
  await expect(page.getByTestId('horizontal-menu').getByRole('navigation')).toBeVisible()
  await expect(sidebar).toHaveCount(0)
  const topbars: Record<string, string> = { dark: await background(header) }
  for (const [option, key] of [
    ['Light', 'light'],
    ['Colored', 'colored'],
  ] as const) {
    panel = await openSettings(page)
    await choose(panel, 'Topbar', option)
    await closeSettings(page)
    topbars[key] = await background(header)
  }
  expect(topbars.colored).toBe('rgb(97, 67, 190)') // the accent, #6143be
  expect(topbars.light).toBe('rgb(255, 255, 255)')
  expect(new Set(Object.values(topbars)).size).toBe(3)

  // Everything chosen is still there after a reload.
  await page.reload()
  await expect(page.getByTestId('horizontal-menu')).toBeVisible()
  await expect(page.getByTestId('sidebar')).toHaveCount(0)
  expect(await background(header)).toBe(topbars.colored)
  panel = await openSettings(page)
  await expect(panel.getByRole('group', { name: 'Layout' }).getByRole('radio', { name: 'Horizontal' })).toBeChecked()
  await expect(panel.getByRole('group', { name: 'Topbar' }).getByRole('radio', { name: 'Colored' })).toBeChecked()
  await choose(panel, 'Layout', 'Vertical')
  await closeSettings(page)
  await expect(page.getByTestId('sidebar')).toBeVisible()
  await expect(page.getByTestId('horizontal-menu')).toHaveCount(0)
})

test('under 992px the sidebar stays hidden until the menu toggle opens it', async ({ page }) => {
  await page.setViewportSize({ width: 991, height: 800 })
  await signIn(page, 'admin')
  const sidebar = page.getByTestId('sidebar')
  const toggle = page.getByTestId('menu-toggle')
  await expect(sidebar).toBeHidden()
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await toggle.click()
  await expect(sidebar).toBeVisible()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  // Escape closes it, and the focus goes back to the toggle.
  await page.keyboard.press('Escape')
  await expect(sidebar).toBeHidden()
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(toggle).toBeFocused()
  await toggle.click()
  await expect(sidebar).toBeVisible()
  // Choosing an entry closes it again.
  await sidebar.getByText('Audit Log', { exact: true }).click()
  await expect(page).toHaveURL(/\/audit-log(\?|$)/)
  await expect(sidebar).toBeHidden()

  // At 992px and wider the sidebar is always there.
  await page.setViewportSize({ width: 992, height: 800 })
  await expect(sidebar).toBeVisible()
})

const viewports = { tablet: { width: 1024, height: 768 }, phone: { width: 390, height: 844 } } as const

for (const [device, viewport] of Object.entries(viewports)) {
  test(`screenshots on a ${device} (${viewport.width}x${viewport.height}): nothing overflows or overlaps`, async ({ page }) => {
    test.setTimeout(60_000)
    mkdirSync(shotsDir, { recursive: true })
    await page.setViewportSize(viewport)
    await signIn(page, 'admin')
    for (const locale of ['en', 'ar']) {
      await switchLanguage(page, locale)
      await expect(page.getByTestId('user-menu')).toBeVisible()
      for (const layoutType of ['vertical', 'horizontal'] as const) {
        await page.evaluate((value) => {
          const stored = JSON.parse(localStorage.getItem('layout.settings') ?? '{}') as Record<string, unknown>
          localStorage.setItem('layout.settings', JSON.stringify({ ...stored, layoutType: value }))
        }, layoutType)
        await page.reload()
        const heading = page.getByRole('main').getByRole('heading', { level: 1 })
        await expect(heading).toBeVisible()
        const name = `${device}-${locale}-${layoutType}`
        // Nothing wider than the screen: no sideways scrolling.
        expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(viewport.width)
        // The top bar's controls sit inside it and do not overlap one another.
        const controls = page.getByRole('banner').locator('a:visible, button:visible, select:visible')
        const boxes = await Promise.all((await controls.all()).map(box))
        for (const [index, one] of boxes.entries()) {
          expect(one.x, name).toBeGreaterThanOrEqual(0)
          expect(one.x + one.width, name).toBeLessThanOrEqual(viewport.width)
          for (const other of boxes.slice(index + 1)) {
            const overlap = Math.min(one.x + one.width, other.x + other.width) - Math.max(one.x, other.x)
            expect(overlap, `${name}: top bar controls overlap`).toBeLessThanOrEqual(1)
          }
        }
        // The heading is not hidden under the fixed top bar or the menu bar, however many rows the menu takes.
        const bars = [page.getByRole('banner'), page.getByTestId('horizontal-menu')]
        const visibleBars = await Promise.all(bars.map(async (bar) => ((await bar.isVisible()) ? box(bar) : null)))
        const barsBottom = Math.max(...visibleBars.map((bar) => (bar ? bar.y + bar.height : 0)))
        expect((await box(heading)).y, name).toBeGreaterThanOrEqual(barsBottom)
        if (layoutType === 'horizontal' && viewport.width >= 992) await expect(page.getByTestId('horizontal-menu'), name).toBeVisible()
        await page.screenshot({ path: `${shotsDir}/${name}.png` })
        if (viewport.width < 992) {
          await page.getByTestId('menu-toggle').click()
          await page.screenshot({ path: `${shotsDir}/${name}-menu-open.png` })
        }
      }
    }
  })
}
