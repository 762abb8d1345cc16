import { connection } from "next/server";

const ITEMS = 50;

/** Rendered on every request: a 50-item list, the shape of a front's list of teases. */
export default async function DynamicPage() {
  await connection();
  const renderedAt = new Date().toISOString();
  return (
    <>
      <h1>Floor, rendered on demand</h1>
      <ol>
        {Array.from({ length: ITEMS }, (_, i) => (
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
