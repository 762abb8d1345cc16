const ISO_DURATION = /^PT(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?$/;

/** An ISO 8601 duration ("PT4M24S") as a clock reading ("4:24", "1:02:03"); null when not one. */
export function formatDuration(iso: string): string | null {
  const match = ISO_DURATION.exec(iso);
  if (!match || iso === "PT") return null;
  const [hours, minutes, seconds] = [match[1], match[2], match[3]].map((part) => Math.floor(Number(part ?? 0)));
  const total = (hours ?? 0) * 3600 + (minutes ?? 0) * 60 + (seconds ?? 0);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}
