import { Moon, Sun } from 'lucide-react'
import { Button } from '../../components/ui/button'
import { useTranslation } from '../../i18n/use-translation'
import { setTheme, useTheme } from '../../lib/theme'

export function ThemeToggle() {
  const { t } = useTranslation()
  const theme = useTheme()
  const next = theme === 'dark' ? 'light' : 'dark'
  return (
    <Button variant="ghost" size="icon" aria-label={t(next === 'dark' ? 'theme.toDark' : 'theme.toLight')} onClick={() => setTheme(next)}>
      {theme === 'dark' ? <Sun className="h-5 w-5" aria-hidden /> : <Moon className="h-5 w-5" aria-hidden />}
    </Button>
  )
}
