import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import type { Login } from '../../../domain/auth/login-schema'
import { api } from '../../lib/api-client'
import { type AdminUser, authQueries } from '../../lib/queries/auth'

export function useAdminAuth() {
  const queryClient = useQueryClient()
  const auth = useQuery(authQueries.user())

  const login = useMutation({
    mutationFn: (credentials: Login) => api.post<AdminUser>('/api/auth/login', credentials),
    onSuccess: (user) => queryClient.setQueryData(authQueries.user().queryKey, { authenticated: true, user }),
  })

  const logout = useMutation({
    mutationFn: () => api.post('/api/auth/logout', {}),
    // Everything cached under the admin session goes with it.
    onSuccess: () => {
      queryClient.clear()
      queryClient.setQueryData(authQueries.user().queryKey, { authenticated: false, user: null })
    },
  })

  return {
    user: auth.data?.user ?? null,
    isAuthenticated: auth.data?.authenticated === true,
    loading: auth.isPending,
    login,
    logout,
  }
}

/**
 * The last control that had the keyboard on a staff page: a Save button loses focus while its request runs (it is
 * disabled), so by the time the session is found ended, nothing has it; signing in again gives it back.
 */
export const lastStaffFocus: { element: HTMLElement | null } = { element: null }

/** Whether the session this page was working under has ended (it was signed in earlier on this page, and is not now). */
export function useSessionEnded(): boolean {
  const { isAuthenticated, loading } = useAdminAuth()
  useEffect(() => {
    const remember = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement) lastStaffFocus.element = event.target
    }
    document.addEventListener('focusin', remember)
    return () => document.removeEventListener('focusin', remember)
  }, [])
  const wasSignedIn = useRef(false)
  if (isAuthenticated) wasSignedIn.current = true
  return wasSignedIn.current && !loading && !isAuthenticated
}
