// Choosing a record in the kit's picker (components/entity-picker) as a user does: type part of its name, pick it from the list.
import { expect, type Locator, type Page } from '@playwright/test'

/** The picker's input, found by its label (a filter's or a form field's). */
export function picker(scope: Page | Locator, label: string): Locator {
  return scope.getByRole('combobox', { name: label, exact: true })
}

/** The choices a picker lists while open (not the options of the page's native selects). */
export function pickerOptions(page: Page): Locator {
  return page.getByRole('listbox').getByRole('option')
}

/** Types `text` into the picker labelled `label` and chooses the option named `name` (by default the text itself). */
export async function choose(scope: Page | Locator, label: string, text: string, name: string | RegExp = text): Promise<void> {
  const input = picker(scope, label)
  await input.click()
  await input.fill(text)
  const page = 'page' in scope ? scope.page() : scope
  // The list is in a portal at the end of the page, not inside the form or the filter bar.
  const option = page.getByRole('listbox').getByRole('option', { name }).first()
  await expect(option).toBeVisible()
  await option.click()
  await expect(input).not.toHaveAttribute('aria-expanded', 'true')
}
