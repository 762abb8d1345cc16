/**
 * Calls `play(link)` in place of following a link that matches `selector` when it is clicked (or activated from the
 * keyboard); a click with a modifier key or another button keeps the link's own behaviour (a new tab). Listens on
 * `document` once, so facades added later play too; returns the way to stop listening. Used by the YouTube and
 * native-video facades.
 */
export function listenForFacadeClicks(document: Document, selector: string, play: (link: HTMLAnchorElement) => void): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element | null)?.closest?.(selector);
    if (!(link instanceof HTMLAnchorElement)) return;
    event.preventDefault();
    play(link);
  };
  document.addEventListener("click", onClick);
  return () => document.removeEventListener("click", onClick);
}
