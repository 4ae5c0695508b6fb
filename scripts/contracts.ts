import { readdirSync } from 'node:fs'
import { join } from 'node:path'

export const root = join(import.meta.dirname, '..')
export const openapiDir = join(root, 'openapi')
export const schemaDir = join(root, 'src', 'api', 'schema')

/** The platform services: every openapi/<service>.yaml except the shared components. */
export function serviceNames(): string[] {
  return readdirSync(openapiDir)
    .filter((f) => f.endsWith('.yaml') && f !== 'common.yaml')
    .map((f) => f.replace(/\.yaml$/, ''))
    .sort()
}
