// The steps of onboarding and the fields each one checks before the next opens.
import type { AnyFormApi } from '@tanstack/react-form'
import { msg } from '@lingui/core/macro'

export const onboardingSteps = [
  { id: 'precheck', title: msg`Pre-check`, fields: ['businessName', 'emailAddress1', 'phoneNumber1', 'personnel.username'] },
  {
    id: 'business',
    title: msg`Business`,
    fields: ['businessType', 'industryId', 'superAgentId', 'rcNumber', 'tin', 'emailAddress2', 'phoneNumber2', 'address.countryId', 'address.stateId', 'address.lga', 'address.city', 'address.street'],
  },
  { id: 'personnel', title: msg`Personnel`, fields: ['personnel.firstName', 'personnel.lastName', 'personnel.email', 'personnel.phoneNumber', 'personnel.bvn'] },
  { id: 'settlement', title: msg`Settlement`, fields: ['settlement.accountNumber', 'settlement.bankCode', 'settlement.accountName'] },
  { id: 'documents', title: msg`Documents`, fields: ['documents'] },
  {
    id: 'configuration',
    title: msg`Configuration`,
    fields: ['configuration.productGroupId', 'configuration.feeSchemeId', 'configuration.commissionGroupId', 'configuration.dailyTransactionLimit', 'configuration.singleTransactionLimit'],
  },
  { id: 'review', title: msg`Review`, fields: [] },
] as const

export type OnboardingStepId = (typeof onboardingSteps)[number]['id']
export const onboardingStepIds = onboardingSteps.map((step) => step.id)

const within = (name: string, path: string) => name === path || name.startsWith(`${path}.`) || name.startsWith(`${path}[`)

/** The index of the step a field belongs to; the review step when none claims it. */
export function stepOfField(name: string): number {
  const index = onboardingSteps.findIndex((step) => step.fields.some((path: string) => within(name, path)))
  return index === -1 ? onboardingSteps.length - 1 : index
}

/** The form's fields that belong to a step (documents[2].file belongs to documents). */
export function fieldsOfStep(form: AnyFormApi, index: number): string[] {
  const paths: readonly string[] = onboardingSteps[index]?.fields ?? []
  return Object.keys(form.fieldInfo as Record<string, unknown>).filter((name) => paths.some((path) => within(name, path)))
}

const hasErrors = (form: AnyFormApi, name: string) => (form.getFieldMeta(name)?.errors ?? []).some((error) => error !== undefined && error !== null && error !== '')

/** Checks a step's fields (all of them shown as met) and tells whether the step may be left forward. */
export async function checkStep(form: AnyFormApi, index: number): Promise<boolean> {
  await form.validate('change')
  const names = fieldsOfStep(form, index)
  for (const name of names) form.setFieldMeta(name, (meta) => ({ ...meta, isTouched: true }))
  return !names.some((name) => hasErrors(form, name) || form.getFieldMeta(name)?.isValidating)
}

/** The first step holding a field in error (after a refused submit), or null. */
export function firstStepInError(form: AnyFormApi): number | null {
  const steps = Object.keys(form.fieldInfo as Record<string, unknown>)
    .filter((name) => hasErrors(form, name))
    .map(stepOfField)
  return steps.length ? Math.min(...steps) : null
}

/** The steps holding the fields a checker named when returning an onboarding (keys of its data: settlement, industry, documents…). */
export function stepsOfNamedFields(keys: readonly string[]): Set<OnboardingStepId> {
  const holds = (path: string, key: string) => path === key || path.startsWith(`${key}.`) || path === `${key}Id`
  return new Set(onboardingSteps.filter((step) => keys.some((key) => step.fields.some((path: string) => holds(path, key)))).map((step) => step.id))
}
