// The legal forms of a business as registered with the CAC (openapi/mer.yaml BusinessType).
import { msg } from '@lingui/core/macro'

import type { components } from '../api/schema/mer'

export type BusinessType = components['schemas']['BusinessType']

export const businessTypeLabels = {
  SoleProprietorship: msg`Sole proprietorship`,
  Partnership: msg`Partnership`,
  LimitedLiabilityCompany: msg`Private limited company (Ltd)`,
  PublicLimitedCompany: msg`Public limited company (Plc)`,
  IncorporatedTrustee: msg`Incorporated trustee`,
  Cooperative: msg`Cooperative society`,
} as const satisfies Record<BusinessType, unknown>
