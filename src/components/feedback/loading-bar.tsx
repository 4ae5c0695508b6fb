import { useRouterState } from '@tanstack/react-router'
import { useEffect, useState } from 'react'

const throttleMs = 200
const durationMs = 5000

/** A thin bar on route changes: it appears only after 200 ms and creeps to 90% over 5 s. Plain HTML (plain.css). */
export function LoadingBar() {
  const loading = useRouterState({ select: (state) => state.isLoading || state.status === 'pending' })
  const [phase, setPhase] = useState<'idle' | 'running' | 'done'>('idle')

  useEffect(() => {
    if (loading) {
      const timer = setTimeout(() => setPhase('running'), throttleMs)
      return () => clearTimeout(timer)
    }
    const finish = setTimeout(() => setPhase((current) => (current === 'running' ? 'done' : current)), 0)
    const hide = setTimeout(() => setPhase('idle'), 300)
    return () => {
      clearTimeout(finish)
      clearTimeout(hide)
    }
  }, [loading])

  if (phase === 'idle') return null
  return (
    <div className="ui-loading-bar" role="progressbar" aria-busy={phase === 'running'}>
      <div
        className="ui-loading-bar__fill"
        style={{
          width: phase === 'running' ? '90%' : '100%',
          opacity: phase === 'done' ? 0 : 1,
          transition: phase === 'running' ? `width ${durationMs}ms cubic-bezier(0.1, 0.7, 0.3, 1)` : 'width 150ms ease-out, opacity 300ms ease 150ms',
        }}
      />
    </div>
  )
}
