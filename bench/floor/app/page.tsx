export default function StaticPage() {
  return (
    <>
      <h1>Floor</h1>
      <p>A static page of a bare Next.js app, prerendered at build time.</p>
    </>
  );
}
