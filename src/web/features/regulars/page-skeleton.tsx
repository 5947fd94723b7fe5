import { Skeleton } from '../../components/ui/skeleton'

export function PageSkeleton() {
  return (
    <main className="mx-auto grid max-w-3xl gap-4 px-4 py-10" aria-busy>
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className="h-64 w-full" />
    </main>
  )
}
