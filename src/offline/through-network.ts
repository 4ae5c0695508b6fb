// One rule for every read that is kept on the device (report pages, documents, the pickers' records):
// online it asks the platform and writes the answer to the device before showing it; offline, or when
// the network gives no answer, it answers from the device. A refusal by the platform (ApiError) and a
// cancelled read are not offline cases and are thrown as they are.
import { ApiError } from '../api/api-error'
import { isOnline } from '../lib/online'
import { storedUserId } from '../lib/session'

export async function throughNetwork<T>(read: () => Promise<T>, keep: (answer: T, userId: number) => Promise<void>, fromDevice: (userId: number) => Promise<T | undefined>): Promise<T> {
  const userId = storedUserId()
  const device = async (error: unknown): Promise<T> => {
    const saved = userId === null ? undefined : await fromDevice(userId).catch(() => undefined)
    if (saved === undefined) throw error
    return saved
  }
  if (!isOnline()) return device(new Error('offline'))
  try {
    const answer = await read()
    // Written before it is shown: what the user has seen is on the device, also when the network goes
    // or the page is left right after (a write still running then was lost with the page). A failed
    // write (a full store) still shows the answer.
    if (userId !== null) await keep(answer, userId).catch(() => undefined)
    return answer
  } catch (error) {
    if (error instanceof ApiError || (error instanceof DOMException && error.name === 'AbortError')) throw error
    return device(error)
  }
}
