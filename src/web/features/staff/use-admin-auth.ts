import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useRef } from 'react'
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

/** Whether the session this page was working under has ended (it was signed in earlier on this page, and is not now). */
export function useSessionEnded(): boolean {
  const { isAuthenticated, loading } = useAdminAuth()
  const wasSignedIn = useRef(false)
  if (isAuthenticated) wasSignedIn.current = true
  return wasSignedIn.current && !loading && !isAuthenticated
}
