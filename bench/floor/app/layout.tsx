import type { Metadata } from "next";
import type { ReactNode } from "react";

export const metadata: Metadata = { title: "Floor", description: "A bare Next.js app: the benchmark's floor." };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <main>{children}</main>
      </body>
    </html>
  );
}
