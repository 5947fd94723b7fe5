import { useState } from 'react'
import { useLocation } from 'wouter'
import { Dialog } from '../../components/ui/dialog'
import { useTranslation } from '../../i18n/use-translation'
import { loginPathFor } from './admin-paths'
import { StaffSignInForm } from './staff-sign-in-form'
import { lastStaffFocus } from './use-admin-auth'

/**
 * Over the page whose session ended (2 hours idle, signed out elsewhere): signing in again here keeps what staff were
 * typing, which a trip to the login page would lose. Closed, it is the login page after all.
 */
export function SessionEndedDialog({ onSignedIn = () => undefined }: { onSignedIn?: () => void }) {
  const { t } = useTranslation()
  const [location, navigate] = useLocation()
  // What had the keyboard when the session ended (the Save just pressed): it has it again once signed in.
  const [before] = useState(() => lastStaffFocus.element)
  const signedIn = () => {
    onSignedIn()
    window.setTimeout(() => before?.isConnected && before.focus())
  }
  return (
    <Dialog
      open
      // A password reset ends the sessions of a lost phone too: what the page showed is covered, not dimmed.
      backdrop="solid"
      onOpenChange={(open) => !open && navigate(loginPathFor(location), { replace: true })}
      title={t('admin.sessionEnded.title')}
      description={t('admin.sessionEnded.text')}
    >
      {/* Signed in, the auth answer closes the dialog (the page reads it); the page below is as staff left it. */}
      <StaffSignInForm onSignedIn={signedIn} />
    </Dialog>
  )
}
