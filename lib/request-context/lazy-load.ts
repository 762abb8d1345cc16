import { cache } from "react";

/**
 * `lazyload=false` for the page being rendered (spec 1 §2, the shared state's one-way `disableLazyLoad`): images,
 * iframes and ads' render-on-view read it where they are drawn, so no component needs the flag passed down. Held in
 * React's per-request cache: the layout and the page turn it on as they start, before any of their children render.
 * Outside a server render (an island's later posts) it reads as off.
 */
const lazyLoadSwitch = cache(() => ({ disabled: false }));

/** A one-way switch: once a render has turned lazy loading off, it stays off for that render. */
export function disableLazyLoadFor(view: { disableLazyLoad: boolean }): void {
  if (view.disableLazyLoad) lazyLoadSwitch().disabled = true;
}

export function lazyLoadDisabled(): boolean {
  return lazyLoadSwitch().disabled;
}

/** The `loading` attribute of an image or iframe that would load lazily. */
export function deferredLoading(): "lazy" | "eager" {
  return lazyLoadDisabled() ? "eager" : "lazy";
}
