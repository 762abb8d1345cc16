import { connection } from "next/server";

/** The list the budget compares with: a front's list of teases. */
const DEFAULT_ITEMS = 50;
const MAX_ITEMS = 5000;

/** `?items=` sets the length: the bench also asks for a list as heavy as an article of the site. */
function itemCount(asked: string | string[] | undefined): number {
  const items = Number(asked);
  return Number.isInteger(items) && items > 0 ? Math.min(items, MAX_ITEMS) : DEFAULT_ITEMS;
}

/** Rendered on every request: a list of `?items=` items, 50 by default. */
export default async function DynamicPage({ searchParams }: { searchParams: Promise<{ items?: string | string[] }> }) {
  await connection();
  const items = itemCount((await searchParams).items);
  const renderedAt = new Date().toISOString();
  return (
    <>
      <h1>Floor, rendered on demand</h1>
      <ol>
        {Array.from({ length: items }, (_, i) => (
          <li key={i}>
            <h2>Item {i + 1}</h2>
            <p>
              Summary of item {i + 1}, rendered at <time dateTime={renderedAt}>{renderedAt}</time>.
            </p>
          </li>
        ))}
      </ol>
    </>
  );
}
