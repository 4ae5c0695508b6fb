import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'

import { logout, loginPath } from '../../lib/auth/logout'
import { refreshSession } from '../../lib/auth/refresh-session'
import { errorMessage } from '../../lib/validation'
import { CountdownDialog } from '../dialogs/countdown-dialog'
import { MessageDialog } from '../dialogs/message-dialog'

export const idleTimeoutMs = 600_000
export const sessionWarningIntervalMs = 780_000
export const countdownSeconds = 60

const activityEvents = ['mousedown', 'mousemove', 'keydown', 'scroll', 'touchstart', 'wheel'] as const

/** Seconds left until the deadline, ticking once a second; onExpire runs once when it reaches zero. */
function useCountdown(deadline: number | null, onExpire: () => void): number | null {
  const [now, setNow] = useState(() => Date.now())
  const onExpireRef = useRef(onExpire)
  useEffect(() => {
    onExpireRef.current = onExpire
  })
  useEffect(() => {
    if (deadline === null) return
    const tick = () => {
      const current = Date.now()
      setNow(current)
      if (current >= deadline) {
        clearInterval(timer)
        onExpireRef.current()
      }
    }
    const first = setTimeout(tick, 0)
    const timer = setInterval(tick, 1000)
    return () => {
      clearTimeout(first)
      clearInterval(timer)
    }
  }, [deadline])
  return deadline === null ? null : Math.min(countdownSeconds, Math.max(0, Math.ceil((deadline - now) / 1000)))
}

/**
 * The two session clocks of SPEC section 4, on setTimeout and Date so a test clock drives them:
 * inactivity (600 000 ms, then 60 s to answer) and the token refresh warning (every 780 000 ms).
 */
export function SessionTimers() {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [idleDeadline, setIdleDeadline] = useState<number | null>(null)
  const [warningDeadline, setWarningDeadline] = useState<number | null>(null)
  const [warningCycle, setWarningCycle] = useState(0)
  const [refreshing, setRefreshing] = useState(false)
  const [refreshError, setRefreshError] = useState<string | null>(null)
  const refreshingRef = useRef(false)

  // Inactivity: any input moves the mark; the check sleeps until the mark could be 10 minutes old.
  useEffect(() => {
    if (idleDeadline !== null) return
    let lastActivity = Date.now()
    let timer: ReturnType<typeof setTimeout>
    const check = () => {
      const idleFor = Date.now() - lastActivity
      if (idleFor >= idleTimeoutMs) setIdleDeadline(Date.now() + countdownSeconds * 1000)
      else timer = setTimeout(check, idleTimeoutMs - idleFor)
    }
    const markActivity = () => {
      lastActivity = Date.now()
    }
    for (const name of activityEvents) window.addEventListener(name, markActivity, { passive: true })
    timer = setTimeout(check, idleTimeoutMs)
    return () => {
      clearTimeout(timer)
      for (const name of activityEvents) window.removeEventListener(name, markActivity)
    }
  }, [idleDeadline])

  // Session warning: every 780 000 ms since sign-in or the last extension.
  useEffect(() => {
    const timer = setTimeout(() => setWarningDeadline(Date.now() + countdownSeconds * 1000), sessionWarningIntervalMs)
    return () => clearTimeout(timer)
  }, [warningCycle])

  const endSession = async (reload: boolean) => {
    setIdleDeadline(null)
    setWarningDeadline(null)
    await logout(queryClient)
    if (reload) window.location.assign(loginPath)
    else await navigate({ to: '/auth/login', search: { auth: 'login' } })
  }

  const idleSecondsLeft = useCountdown(idleDeadline, () => void endSession(true))
  const warningSecondsLeft = useCountdown(warningDeadline, () => {
    if (!refreshingRef.current) void endSession(false)
  })

  const extendSession = async () => {
    setRefreshing(true)
    refreshingRef.current = true
    try {
      await refreshSession()
    } catch (error) {
      setRefreshError(errorMessage(error))
    } finally {
      setRefreshing(false)
      refreshingRef.current = false
      setWarningDeadline(null)
      setWarningCycle((cycle) => cycle + 1)
    }
  }

  return (
    <>
      {idleSecondsLeft !== null && (
        <CountdownDialog
          testId="idle-dialog"
          title={<Trans>Are you still there?</Trans>}
          message={<Trans>You have not used the back office for a while. For your security you will be logged out when the countdown ends.</Trans>}
          secondsLeft={idleSecondsLeft}
          onContinue={() => setIdleDeadline(null)}
          onLogout={() => void endSession(true)}
        />
      )}
      {warningSecondsLeft !== null && idleSecondsLeft === null && (
        <CountdownDialog
          testId="session-warning-dialog"
          title={<Trans>Session Expire Warning</Trans>}
          message={<Trans>Your session is about to expire. Do you want to stay signed in?</Trans>}
          secondsLeft={warningSecondsLeft}
          busy={refreshing}
          onContinue={() => void extendSession()}
          onLogout={() => void endSession(false)}
        />
      )}
      {refreshError !== null && <MessageDialog testId="session-error-dialog" title={t`Error`} message={refreshError} onClose={() => setRefreshError(null)} />}
    </>
  )
}
