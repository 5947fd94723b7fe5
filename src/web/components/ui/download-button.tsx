import { Download } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button, type ButtonProps } from './button'

/** A file the server makes (a CSV for a spreadsheet), downloaded by a plain link, so it works without JavaScript's help. */
export function DownloadButton({ href, size, children }: { href: string; size?: ButtonProps['size']; children: ReactNode }) {
  return (
    <Button asChild variant="secondary" size={size}>
      <a href={href} download>
        <Download className="h-4 w-4" aria-hidden />
        {children}
      </a>
    </Button>
  )
}
