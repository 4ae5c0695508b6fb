// Search params of the dashboard screens: the filters live in the URL, every one with a fallback.
import * as v from 'valibot'

import { isoDate } from '../../lib/search'

export const dashboardSearchSchema = v.object({
  startDate: isoDate,
  endDate: isoDate,
})
