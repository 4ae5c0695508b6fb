import type { ReactNode } from 'react'

/** The heading block every auth page starts with. */
export function AuthCardHeader({ title, subtitle }: { title: ReactNode; subtitle?: ReactNode }) {
  return (
    <div className="ui-stack ui-stack--tight ui-header">
      <h1 className="ui-heading">{title}</h1>
      {subtitle && <p className="ui-muted">{subtitle}</p>}
    </div>
  )
}
