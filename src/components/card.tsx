// The one card of the product: a section with its heading (named for screen readers), its actions and its content.
// Plain HTML (card.css): it frames every screen's content and is drawn again at each live update of the dashboard.
import './card.css'

import { useId, type ReactNode } from 'react'

interface CardProps {
  title: ReactNode
  /** Buttons or controls at the end of the heading line. */
  actions?: ReactNode
  children: ReactNode
  testId?: string | undefined
}

export function Card({ title, actions, children, testId }: CardProps) {
  const headingId = useId()
  return (
    <section className="card" aria-labelledby={headingId} data-testid={testId}>
      <div className="card__header">
        <h2 className="card__title" id={headingId}>
          {title}
        </h2>
        {actions && <div className="card__actions">{actions}</div>}
      </div>
      {children}
    </section>
  )
}
