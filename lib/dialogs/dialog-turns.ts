/**
 * One dialog at a time: who may show. The reader's own flows (the sign-in modal, the paywall checkout, the TV
 * provider panel) always may; an unsolicited pop-up (the newsletter sign-up, the notification soft opt-in) only when
 * no other dialog is open. A pop-up that comes due while another dialog is open gives up for this page view, and one
 * that is showing when a flow opens gives way (closes) for good: the reader's task wins, and nothing pops up during a
 * sign-in or a checkout. The store (lib/dialogs/store.ts) applies this rule.
 */
export const DIALOG_KINDS = ["signIn", "checkout", "tvProvider", "newsletterPopup", "softOptIn"] as const;
export type DialogKind = (typeof DIALOG_KINDS)[number];

/** Dialogs the site opens by itself; every other kind is a flow the reader started. */
export const POP_UPS: readonly DialogKind[] = ["newsletterPopup", "softOptIn"];

export const isPopUp = (kind: DialogKind) => POP_UPS.includes(kind);

/** The dialogs open now, in the order they opened. */
export type OpenDialogs = readonly DialogKind[];

export interface DialogTurn {
  open: OpenDialogs;
  /** Whether `kind` may show now. */
  granted: boolean;
}

/** `kind` asks to show. */
export function requestTurn(open: OpenDialogs, kind: DialogKind): DialogTurn {
  if (open.includes(kind)) return { open, granted: true };
  if (isPopUp(kind)) return open.length === 0 ? { open: [kind], granted: true } : { open, granted: false };
  // A flow: any pop-up on screen gives way.
  return { open: [...open.filter((other) => !isPopUp(other)), kind], granted: true };
}

/** `kind` closed (or gave up). */
export function releaseTurn(open: OpenDialogs, kind: DialogKind): OpenDialogs {
  return open.includes(kind) ? open.filter((other) => other !== kind) : open;
}
