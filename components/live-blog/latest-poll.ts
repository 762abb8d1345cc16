import { QueryClient, QueryObserver } from "@tanstack/react-query";

const client = new QueryClient();

export interface LatestPoll {
  articleId: string;
  /** One poll: fetches the latest posts and hands them to the feed; rejects when the poll failed. */
  poll: () => Promise<unknown>;
  /** How long after a poll that ended at `endedAt` the next one comes, or false: the blog is no longer live. */
  nextPollIn: (endedAt: number) => number | false;
}

/**
 * The live blog's poll as a TanStack Query observer, in a module of its own that the feed imports when its first
 * poll is due (LiveBlogFeed.island), so the page hydrates without TanStack Query. A hidden tab does not poll, a failed
 * poll is not retried at once (`nextPollIn` backs off). Returns the way to stop polling.
 */
export function startLatestPoll({ articleId, poll, nextPollIn }: LatestPoll): () => void {
  const observer = new QueryObserver(client, {
    queryKey: ["live-blog", articleId, "latest"],
    queryFn: poll,
    refetchInterval: ({ state }) => nextPollIn(Math.max(state.dataUpdatedAt, state.errorUpdatedAt)),
    refetchIntervalInBackground: false,
    retry: false,
  });
  return observer.subscribe(() => {});
}
