"use client";

import { useEffect, useReducer, useRef, type ReactNode } from "react";
import { displayedTheme, initialNavbarState, navbarReducer } from "@/lib/navbar/navbar-state";
import type { NavbarTheme } from "@/lib/verticals/verticals";

/**
 * A navbar menu button and its panel (the Most Popular flyout): the panel is server HTML, hidden until opened.
 * Disclosure pattern: the button carries aria-expanded and aria-controls; Escape, a click outside or focus leaving
 * the menu closes it, and Escape returns focus to the button. An open menu makes the navbar active (a transparent
 * navbar turns light so the panel reads over any page).
 */
export function NavbarMenu({
  label,
  panelLabel,
  panelId,
  theme,
  children,
}: {
  label: string;
  /** The panel's accessible name (a region). */
  panelLabel: string;
  panelId: string;
  theme: NavbarTheme;
  children: ReactNode;
}) {
  const [state, dispatch] = useReducer(navbarReducer, { navbarTheme: theme }, initialNavbarState);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const open = state.active;

  useEffect(() => {
    const header = rootRef.current?.closest("header");
    if (!header) return;
    header.dataset.navbarActive = String(open);
    header.dataset.navbarTheme = displayedTheme(state);
  }, [open, state]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      dispatch({ type: "deactivate" });
      buttonRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) dispatch({ type: "deactivate" });
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open]);

  return (
    <div
      ref={rootRef}
      onBlur={(event) => {
        if (open && !rootRef.current?.contains(event.relatedTarget as Node | null)) dispatch({ type: "deactivate" });
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => dispatch({ type: open ? "deactivate" : "activate" })}
        className="inline-flex h-9 items-center gap-1 rounded-full px-3 text-sm font-semibold whitespace-nowrap hover:underline"
      >
        {label}
        <svg aria-hidden="true" viewBox="0 0 12 12" className={`h-3 w-3 transition-transform motion-reduce:transition-none ${open ? "rotate-180" : ""}`}>
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <div id={panelId} role="region" aria-label={panelLabel} hidden={!open} className="absolute inset-x-0 top-full z-40 border-t border-neutral-200 bg-white text-neutral-900 shadow-lg">
        {children}
      </div>
    </div>
  );
}
