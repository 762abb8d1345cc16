import { DIALOG_KINDS, isPopUp, releaseTurn, requestTurn, type DialogKind, type OpenDialogs } from "./dialog-turns";

describe("requestTurn", () => {
  const cases: [string, OpenDialogs, DialogKind, boolean, OpenDialogs][] = [
    ["a pop-up with nothing open shows", [], "newsletterPopup", true, ["newsletterPopup"]],
    ["the soft opt-in with nothing open shows", [], "softOptIn", true, ["softOptIn"]],
    ["a pop-up during a sign-in gives up", ["signIn"], "newsletterPopup", false, ["signIn"]],
    ["a pop-up during a checkout gives up", ["checkout"], "softOptIn", false, ["checkout"]],
    ["a pop-up while the TV provider panel is open gives up", ["tvProvider"], "softOptIn", false, ["tvProvider"]],
    ["a pop-up while another pop-up shows gives up", ["newsletterPopup"], "softOptIn", false, ["newsletterPopup"]],
    ["a pop-up already showing keeps its turn", ["softOptIn"], "softOptIn", true, ["softOptIn"]],
    ["sign-in over the newsletter pop-up: the pop-up gives way", ["newsletterPopup"], "signIn", true, ["signIn"]],
    ["checkout over the soft opt-in: the pop-up gives way", ["softOptIn"], "checkout", true, ["checkout"]],
    ["sign-in during a checkout flow (subscribe while signed out) stacks", ["checkout"], "signIn", true, ["checkout", "signIn"]],
    ["the TV provider panel with nothing open shows", [], "tvProvider", true, ["tvProvider"]],
    ["a flow already open keeps its place", ["signIn", "checkout"], "signIn", true, ["signIn", "checkout"]],
  ];
  it.each(cases)("%s", (_name, open, kind, granted, after) => {
    expect(requestTurn(open, kind)).toEqual({ open: after, granted });
  });

  it("at most one pop-up is ever open, and never beside a flow", () => {
    for (const first of DIALOG_KINDS) {
      for (const second of DIALOG_KINDS) {
        for (const third of DIALOG_KINDS) {
          let open: OpenDialogs = [];
          for (const kind of [first, second, third]) open = requestTurn(open, kind).open;
          const popUps = open.filter(isPopUp);
          expect(popUps.length <= 1 && (popUps.length === 0 || open.length === 1)).toBe(true);
        }
      }
    }
  });
});

describe("releaseTurn", () => {
  it.each<[string, OpenDialogs, DialogKind, OpenDialogs]>([
    ["closes the dialog", ["signIn"], "signIn", []],
    ["keeps the others in order", ["checkout", "signIn"], "checkout", ["signIn"]],
    ["ignores a dialog that is not open", ["signIn"], "softOptIn", ["signIn"]],
  ])("%s", (_name, open, kind, after) => {
    expect(releaseTurn(open, kind)).toEqual(after);
  });

  it("a pop-up that gave up is not brought back when the flow ends", () => {
    let open = requestTurn([], "signIn").open;
    expect(requestTurn(open, "newsletterPopup").granted).toBe(false);
    open = releaseTurn(open, "signIn");
    expect(open).toEqual([]);
  });
});
