// Words shared by every entity's dictionary: statuses and audit fields.
import { msg } from '@lingui/core/macro'

import type { FieldDefinition } from '../lib/field-dictionary'
import type { entityStatuses } from '../lib/search'

type EntityStatus = (typeof entityStatuses)[number]

export const entityStatusLabels = {
  Active: msg`Active`,
  Inactive: msg`Inactive`,
  Pending: msg`Pending`,
  Deleted: msg`Deleted`,
} as const satisfies Record<EntityStatus, unknown>

export const statusField: FieldDefinition = {
  label: msg`Status`,
  kind: 'enum',
  values: entityStatusLabels,
  tones: { Active: 'success', Inactive: 'neutral', Pending: 'warning', Deleted: 'danger' } as const satisfies Record<EntityStatus, string>,
}

export const recordFields = {
  id: { label: msg`Id`, kind: 'code' },
  createdAt: { label: msg`Created`, kind: 'datetime' },
  createdBy: { label: msg`Created by` },
  updatedAt: { label: msg`Last changed`, kind: 'datetime' },
} as const satisfies Record<string, FieldDefinition>
