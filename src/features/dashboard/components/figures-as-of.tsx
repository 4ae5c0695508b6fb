import './live-figures.css'

import { useLingui } from '@lingui/react/macro'

import { formatDate } from '../../../lib/format'
import { activeLocale } from '../../../lib/i18n'
import { useLiveStatus } from '../../../lib/live-events/live-events'

/** When the figures shown were read, and whether they follow the platform live (the event stream is open). Plain HTML (live-figures.css). */
export function FiguresAsOf({ updatedAt }: { updatedAt: number }) {
  const { t } = useLingui()
  const live = useLiveStatus() === 'live'
  if (!updatedAt) return null
  const time = formatDate(new Date(updatedAt), activeLocale(), { timeStyle: 'medium' })
  return (
    <p className="figures-as-of" data-testid="figures-as-of" data-live={live}>
      {live && <span className="figures-as-of__live" aria-hidden="true" />}
      {live ? t`Live: figures as of ${time}` : t`Figures as of ${time}`}
    </p>
  )
}
