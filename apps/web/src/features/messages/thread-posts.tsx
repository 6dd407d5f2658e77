import { cn } from '@pb/ui/lib/cn'
import { formatDateTime } from '../../lib/format'

type Side = 'MEMBER' | 'ADMIN'

/**
 * An inquiry's posts, oldest first, as a conversation: the reader's own side on the right, the other
 * on the left. The member's thread and the console's show it alike.
 */
export function ThreadPosts<Post extends { id: number; side: Side; createdAt: string; body: string }>({
  posts,
  ownSide,
  authorOf,
}: {
  posts: readonly Post[]
  ownSide: Side
  authorOf: (post: Post) => string
}) {
  return (
    <ol className="flex flex-col gap-2">
      {posts.map((post) => (
        <li
          key={post.id}
          className={cn(
            'max-w-[85%] rounded-lg border px-3 py-2',
            post.side === ownSide ? 'self-end bg-primary/10' : 'self-start bg-card',
          )}
        >
          <p className="flex flex-wrap gap-x-2 text-muted-foreground text-xs">
            <span className="font-medium">{authorOf(post)}</span>
            <time dateTime={post.createdAt}>{formatDateTime(post.createdAt)}</time>
          </p>
          <p className="whitespace-pre-line break-words text-sm">{post.body}</p>
        </li>
      ))}
    </ol>
  )
}
