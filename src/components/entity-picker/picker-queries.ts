// The pickers' two reads: a search (a page at a time) and the chosen record by id. Online they ask the
// platform and remember what it answered on the device; offline, or when the network fails, they
// answer from what this device has seen (`fromDevice`). A refusal by the platform is not an offline case.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'

import { ApiError } from '../../api/api-error'
import { PICKER_PAGE_SIZE, type EntitySource, type PickerPage, type PickerScope } from '../../lib/entity-sources'
import { offlineDb } from '../../offline/db'
import { rememberRecords, searchSeenRecords, seenRecord, type PickerRecord } from '../../offline/seen-records'
import { throughNetwork } from '../../offline/through-network'

export type PickerAnswer = PickerPage & { fromDevice: boolean }

export const pickerKeys = {
  all: ['picker'] as const,
  search: (kind: string, text: string, scope: PickerScope) => ['picker', kind, 'search', text, scope] as const,
  record: (kind: string, id: number) => ['picker', kind, 'record', id] as const,
}

export function pickerSearchOptions<S extends PickerScope>(source: EntitySource<S>, text: string, scope: S) {
  return infiniteQueryOptions({
    queryKey: pickerKeys.search(source.kind, text, scope),
    queryFn: ({ pageParam, signal }): Promise<PickerAnswer> =>
      throughNetwork<PickerAnswer>(
        async () => ({ ...(await source.search(text, pageParam, scope, signal)), fromDevice: false }),
        (answer, userId) => rememberRecords(offlineDb, userId, source.kind, answer.records),
        async (userId) => ({ ...(await searchSeenRecords(offlineDb, userId, source.kind, text, pageParam, PICKER_PAGE_SIZE, scope)), fromDevice: true }),
      ),
    initialPageParam: 1,
    getNextPageParam: (last: PickerAnswer, pages: PickerAnswer[]) => (last.more ? pages.length + 1 : undefined),
    staleTime: 30_000,
    // Offline the search still runs: it reads the device.
    networkMode: 'always',
  })
}

export function pickerRecordOptions(source: EntitySource, id: number) {
  return queryOptions({
    queryKey: pickerKeys.record(source.kind, id),
    queryFn: ({ signal }): Promise<PickerRecord | null> =>
      throughNetwork<PickerRecord | null>(
        async () => {
          try {
            return await source.get(id, signal)
          } catch (error) {
            // A record that does not exist (an old link): no name to show, not an error.
            if (error instanceof ApiError && error.status === 404) return null
            throw error
          }
        },
        (record, userId) => (record ? rememberRecords(offlineDb, userId, source.kind, [record]) : Promise.resolve()),
        (userId) => seenRecord(offlineDb, userId, source.kind, id),
      ),
    staleTime: 5 * 60_000,
    networkMode: 'always',
  })
}
