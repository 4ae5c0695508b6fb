// Accessibility: axe's WCAG 2.1 AA and best-practice rules, the serious and critical findings only.
import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** Waits (at most 5 s) for the page's finite animations to end: a drawer's backdrop fading in is not a contrast finding. */
async function settledAnimations(page: Page) {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 5_000)),
    ]),
  )
}

export async function seriousViolations(page: Page) {
  await settledAnimations(page)
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, impact: violation.impact, help: violation.help, targets: violation.nodes.map((node) => node.target.join(' ')) }))
}
