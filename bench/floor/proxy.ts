import { NextResponse } from "next/server";

/** Passes every request through: the cost of having a proxy at all, on the site's matcher. */
export function proxy() {
  return NextResponse.next();
}

export const config = {
  matcher: ["/((?!_next/|favicon\\.ico$|icon\\.svg$).*)"],
};
