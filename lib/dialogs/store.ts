/**
 * The page's one dialog coordinator (lib/dialogs/dialog-turns.ts): a tiny store shared by every island that opens a
 * dialog. Flows call `requestDialogTurn` when they open and `releaseDialogTurn` when they close; a pop-up asks for
 * its turn when it comes due, shows only while `useDialogShown` says so, and releases it when it closes.
 */
import { useStore } from "zustand";
import { createStore } from "zustand/vanilla";
import { releaseTurn, requestTurn, type DialogKind, type OpenDialogs } from "./dialog-turns";

export const dialogTurns = createStore<{ open: OpenDialogs }>()(() => ({ open: [] }));

/** Asks for `kind`'s turn; false when a pop-up must give up. */
export function requestDialogTurn(kind: DialogKind): boolean {
  const turn = requestTurn(dialogTurns.getState().open, kind);
  dialogTurns.setState({ open: turn.open });
  return turn.granted;
}

export function releaseDialogTurn(kind: DialogKind): void {
  dialogTurns.setState({ open: releaseTurn(dialogTurns.getState().open, kind) });
}

/** Whether `kind` holds its turn now (a pop-up that gave way to a flow stops showing). */
export function useDialogShown(kind: DialogKind): boolean {
  return useStore(dialogTurns, (state) => state.open.includes(kind));
}
