import { createStore } from '../store'

/** Open while the 'Your session has expired' dialog shows (a failed user load or a 401). */
export const sessionExpiredStore = createStore(false)
