import type { CurationLayout, CurationPackage } from "@/lib/api/schemas/content";
import { leadsAlone } from "./lead-layout";

const pkg = (type: CurationPackage["type"], stories: number) => ({ type, items: Array.from({ length: stories }, (_, i) => i) });

describe("leadsAlone: a lone lead story takes its layout's other packages beside it from l", () => {
  it.each<[string, CurationLayout["type"], ReturnType<typeof pkg>[], boolean]>([
    ["a show's lead alone, then its list", "fullWidth", [pkg("showLead", 1), pkg("teaseList", 10)], true],
    ["a lead of one story, then a live blog", "fullWidth", [pkg("lead", 1), pkg("liveBlog", 1)], true],
    ["a lead with its own stories sets them beside itself", "fullWidth", [pkg("lead", 6), pkg("liveBlog", 1)], false],
    ["a lone lead with nothing after it", "fullWidth", [pkg("lead", 1)], false],
    ["a layout that opens with something else", "fullWidth", [pkg("teaseList", 1), pkg("lead", 1)], false],
    ["a rail layout keeps its own columns", "rightRail", [pkg("lead", 1), pkg("teaseList", 8)], false],
    ["an empty layout", "fullWidth", [], false],
  ])("%s → %p", (_name, type, packages, alone) => {
    expect(leadsAlone({ type, packages })).toBe(alone);
  });
});
