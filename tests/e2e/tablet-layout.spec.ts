import { expect, test, type Page } from '@playwright/test'

import { seriousViolations } from './support/accessibility'
import { signIn } from './support/sign-in'

// Every list and report on a 1024 x 768 tablet (the sidebar beside it) shows its key columns without
// scrolling, the row's actions on screen; on a 390 px phone its filters wait behind one button.
// Independent tests, spread over the workers (the file takes five minutes in CI).
test.describe.configure({ mode: 'parallel' })

const tablet = { width: 1024, height: 768 }
const phone = { width: 390, height: 844 }

const lists: { path: string; actions: boolean }[] = [
  { path: '/agent-management', actions: true },
  { path: '/onboarding/manage-merchant', actions: true },
  { path: '/Product-Group', actions: true },
  { path: '/fee', actions: true },
  { path: '/commission', actions: true },
  { path: '/User-Management', actions: true },
  { path: '/Role-Management', actions: true },
  { path: '/approval-management', actions: false },
  { path: '/approval-management/manage-config', actions: true },
  { path: '/audit-log', actions: false },
  { path: '/Case-Management', actions: false },
  { path: '/manage-report/transaction', actions: false },
  { path: '/manage-report/agent', actions: false },
  { path: '/manage-report/aggregator-commission', actions: false },
  { path: '/manage-report/merchant-commission', actions: false },
]

/** Opens a list and waits for its rows, the background refresh over. */
async function openWithRows(page: Page, path: string) {
  await page.goto(path)
  const main = page.getByRole('main')
  await expect(main.getByTestId('loading'), path).toHaveCount(0, { timeout: 15_000 })
  await expect(main.locator('[aria-busy="true"]'), path).toHaveCount(0, { timeout: 15_000 })
  await expect(main.getByTestId('empty'), path).toHaveCount(0)
  await expect(main.locator('table tbody tr').first(), path).toBeVisible()
}

/** Each table's width against its scroll box's. */
async function tableWidths(page: Page) {
  return page
    .getByRole('main')
    .locator('table')
    .evaluateAll((tables) =>
      tables.map((table) => {
        let box = table.parentElement
        while (box && !['auto', 'scroll'].includes(getComputedStyle(box).overflowX)) box = box.parentElement
        return { label: table.getAttribute('aria-label'), scrollWidth: table.scrollWidth, clientWidth: box?.clientWidth ?? document.documentElement.clientWidth }
      }),
    )
}

for (const locale of ['en', 'ar']) {
  test(`on a 1024 px tablet every list shows its key columns without scrolling, the actions on screen (${locale})`, async ({ page }) => {
    test.setTimeout(240_000)
    await page.setViewportSize(tablet)
    await signIn(page, 'admin', { locale })
    for (const { path, actions } of lists) {
      await test.step(path, async () => {
        await openWithRows(page, path)
        const widths = await tableWidths(page)
        expect(widths.length, path).toBeGreaterThan(0)
        for (const width of widths) expect(width.scrollWidth, `${path}: ${width.label}`).toBeLessThanOrEqual(width.clientWidth + 1)
        // Filters share rows: the first two (where there are two) sit side by side.
        const filterTops = await page
          .getByTestId('filter-grid')
          .locator(':scope > *')
          .evaluateAll((cells) => cells.slice(0, 2).map((cell) => Math.round(cell.getBoundingClientRect().top)))
        expect(filterTops.length, path).toBeGreaterThan(0)
        if (filterTops.length > 1) expect(filterTops[0], path).toBe(filterTops[1])
        if (!actions) return
        const cells = page.getByRole('main').locator('td[data-column="actions"]')
        await expect(cells.first(), path).toBeVisible()
        for (const box of await cells.evaluateAll((all) => all.map((cell) => cell.getBoundingClientRect().toJSON() as DOMRect))) {
          expect(box.left, path).toBeGreaterThanOrEqual(0)
          expect(box.right, path).toBeLessThanOrEqual(tablet.width)
        }
      })
    }
  })
}

test('on a tablet a column picked in the chooser comes back, the wider table scrolls in a named region the keyboard reaches', async ({ page }) => {
  // Axe on the widest report table took 24 s of a CI run with both workers busy (45 s were not enough).
  test.setTimeout(120_000)
  await page.setViewportSize(tablet)
  await signIn(page, 'admin')
  await openWithRows(page, '/manage-report/transaction')
  const main = page.getByRole('main')
  await expect(main.locator('th[data-column="product"]')).toHaveCount(0)
  await expect(main.getByRole('region', { name: 'Transactions' })).toHaveCount(0)
  await page.getByTestId('column-chooser').click()
  for (const name of ['Product', 'Channel', 'Merchant']) await page.getByRole('menuitemcheckbox', { name }).click()
  await page.keyboard.press('Escape')
  await expect(main.locator('th[data-column="product"]')).toBeVisible()
  const region = main.getByRole('region', { name: 'Transactions' })
  await expect(region).toHaveAttribute('tabindex', '0')
  expect(await region.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true)
  await region.focus()
  await page.keyboard.press('ArrowRight')
  await expect.poll(() => region.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0)
  expect(await seriousViolations(page)).toEqual([])
  // The choice is the user's: it stays on the next visit.
  await page.reload()
  await expect(main.locator('th[data-column="product"]')).toBeVisible()
})

test('the aggregator commission report at 1024 px has no serious accessibility violation', async ({ page }) => {
  await page.setViewportSize(tablet)
  await signIn(page, 'admin')
  await openWithRows(page, '/manage-report/aggregator-commission')
  expect(await seriousViolations(page)).toEqual([])
})

for (const locale of ['en', 'ar']) {
  test(`on a 390 px phone the filters open in a sheet from one button; Escape and Close give the focus back (${locale})`, async ({ page }) => {
    test.setTimeout(180_000)
    await page.setViewportSize(phone)
    await signIn(page, 'admin', { locale })
    const close = locale === 'en' ? 'Close' : 'إغلاق'
    for (const { path } of lists) {
      await test.step(path, async () => {
        await openWithRows(page, path)
        const button = page.getByTestId('filters-button')
        const sheet = page.getByTestId('filters-sheet')
        await expect(button, path).toBeVisible()
        if (locale === 'en') await expect(button, path).toHaveText('Filters')
        await expect(page.getByTestId('filter-grid'), path).toBeHidden()
        await button.click()
        await expect(sheet, path).toBeVisible()
        await expect(sheet.getByTestId('filter-grid').locator('select, input').first(), path).toBeVisible()
        // No field takes the focus on opening: the phone's keyboard stays down until the user picks one.
        await expect(sheet.getByRole('button', { name: close }), path).toBeFocused()
        await page.keyboard.press('Escape')
        await expect(sheet, path).toBeHidden()
        await expect(button, path).toBeFocused()
        await button.click()
        await sheet.getByRole('button', { name: close }).click()
        await expect(sheet, path).toBeHidden()
        await expect(button, path).toBeFocused()
      })
    }
  })
}

test('on a phone the button counts the filters set, a filter chosen in the sheet applies, and totals never break inside a number', async ({ page }) => {
  await page.setViewportSize(phone)
  await signIn(page, 'admin')
  await openWithRows(page, '/manage-report/transaction?status=Successful')
  const button = page.getByTestId('filters-button')
  await expect(button).toHaveText('Filters (1)')
  await button.click()
  await page.getByTestId('filters-sheet').locator('select[name="channel"]').selectOption({ index: 1 })
  await expect(page).toHaveURL(/channel=/)
  await page.keyboard.press('Escape')
  await expect(button).toHaveText('Filters (2)')
  const figures = page.getByTestId('list-totals').locator('dd')
  expect(await figures.count()).toBeGreaterThan(1)
  for (const figure of await figures.evaluateAll((all) =>
    all.map((dd) => ({
      whiteSpace: getComputedStyle(dd).whiteSpace,
      lines: Math.round(dd.getBoundingClientRect().height / parseFloat(getComputedStyle(dd).lineHeight)),
      overflow: dd.scrollWidth - dd.clientWidth,
    })),
  )) {
    expect(figure).toEqual({ whiteSpace: 'nowrap', lines: 1, overflow: 0 })
  }
})
