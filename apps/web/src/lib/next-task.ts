/**
 * Resolves in a task of its own, after the one running now has ended: long work split at these points
 * lets a slow phone paint and answer a tap in between.
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))
