/**
 * The embedded upstream's channel schedules: a fixed daily lineup per live-TV brand, laid on New York broadcast days
 * (5 am to 5 am) for any range of time, so the schedule is always "now" and follows daylight saving.
 */
import type { TvScheduleEntry } from "../../lib/api/schemas/tv";
import { broadcastDay, newYorkTime } from "../../lib/tv/time";
import type { VerticalSlug } from "../../lib/verticals/verticals";

interface Slot {
  /** Local New York hour the show starts, 5 … 28 (24+ is after midnight, still the same broadcast day). */
  hour: number;
  minute?: number;
  series: string;
  title: string;
  genre: string;
  description: string;
}

const s = (hour: number, series: string, title: string, genre: string, description: string, minute = 0): Slot => ({ hour, minute, series, title, genre, description });

const NEWS_EN: readonly Slot[] = [
  s(5, "early-edition", "Early Edition", "News", "The overnight headlines and a first look at the day ahead."),
  s(6, "morning-table", "Morning Table", "Talk", "Three hours of conversation with the people shaping the day's news."),
  s(9, "headlines-at-nine", "Headlines at Nine", "News", "The morning's top stories, live from the newsroom."),
  s(10, "the-briefing", "The Briefing", "News", "Correspondents in Washington and around the world on what matters now."),
  s(12, "midday-desk", "Midday Desk", "News", "Breaking news and analysis at noon."),
  s(14, "afternoon-report", "Afternoon Report", "News", "The afternoon's developing stories and the politics behind them."),
  s(16, "the-deadline", "The Deadline", "Politics", "Reporters and insiders race the day's deadline."),
  s(18, "the-beat", "The Beat", "Politics", "Legal and political stories, unpacked."),
  s(19, "evening-debate", "Evening Debate", "Talk", "The day's arguments, argued out."),
  s(20, "prime-time", "Prime Time", "News", "The night's lead story in depth."),
  s(21, "nine-oclock-hour", "The Nine O'Clock Hour", "News", "An hour of reporting and interviews."),
  s(22, "the-last-word", "The Last Word", "Talk", "The final word on the day's news."),
  s(23, "eleventh-hour", "The Eleventh Hour", "News", "The late edition: what happened today and what it means tomorrow."),
  s(24, "overnight-replay", "Overnight Replay", "News", "The best of the day's programmes."),
  s(26, "world-tonight", "World Tonight", "News", "Headlines from around the world as they happen."),
  s(27, "overnight-replay", "Overnight Replay", "News", "The best of the day's programmes.", 30),
];

const NEWS_ES: readonly Slot[] = [
  s(5, "primera-hora", "Primera Hora", "Noticias", "Los titulares de la madrugada y lo que viene en el día."),
  s(7, "hoy-dia", "Hoy Día", "Magazín", "Noticias, entretenimiento y conversación para empezar la mañana."),
  s(11, "al-mediodia", "Al Mediodía", "Noticias", "Las noticias del mediodía, en vivo desde la redacción."),
  s(13, "la-tarde", "La Tarde", "Magazín", "Historias, invitados y actualidad de la tarde."),
  s(15, "en-casa", "En Casa", "Magazín", "Consejos, cocina y entrevistas."),
  s(17, "noticiero-temprano", "Noticiero Temprano", "Noticias", "El primer noticiero de la tarde."),
  s(18, "noticiero-nacional", "Noticiero Nacional", "Noticias", "Las noticias de Estados Unidos y América Latina."),
  s(19, "novela-de-la-noche", "La Novela de la Noche", "Drama", "El capítulo de hoy de la novela de la noche."),
  s(21, "serie-estelar", "Serie Estelar", "Drama", "La serie más vista de la semana."),
  s(22, "en-la-mira", "En la Mira", "Investigación", "Reportajes de investigación."),
  s(23, "noticiero-noche", "Noticiero de la Noche", "Noticias", "El cierre informativo del día."),
  s(23, "la-ultima-palabra", "La Última Palabra", "Entrevistas", "Entrevistas y análisis de la jornada.", 35),
  s(24, "repeticion", "Repetición", "Noticias", "Lo mejor de la programación del día."),
  s(26, "mundo-esta-noche", "El Mundo Esta Noche", "Noticias", "Titulares de todo el mundo."),
  s(27, "repeticion", "Repetición", "Noticias", "Lo mejor de la programación del día.", 30),
];

export const LINEUPS: Partial<Record<VerticalSlug, readonly Slot[]>> = {
  msnbc: NEWS_EN,
  news: NEWS_EN,
  telemundo: NEWS_ES,
  noticias: NEWS_ES,
};

export interface LineupEntry extends TvScheduleEntry {
  endTime: string;
}

/** Every entry of a brand's lineup that overlaps [from, to), in order. */
export function lineupEntries(vertical: VerticalSlug, from: number, to: number, seriesBase: string): LineupEntry[] {
  const slots = LINEUPS[vertical];
  if (!slots || to <= from) return [];
  const first = broadcastDay(from - 3_600_000 * 24);
  const entries: LineupEntry[] = [];
  for (let offset = 0; ; offset++) {
    const dayStart = newYorkTime(first.year, first.month, first.day + offset, 5);
    if (dayStart >= to) break;
    const starts = slots.map((slot) => newYorkTime(first.year, first.month, first.day + offset, slot.hour, slot.minute ?? 0));
    const nextDay = newYorkTime(first.year, first.month, first.day + offset + 1, 5);
    slots.forEach((slot, i) => {
      const start = starts[i] as number;
      const end = (starts[i + 1] as number | undefined) ?? nextDay;
      // A slot swallowed by the spring change (2 am does not exist) has no time of its own.
      if (end <= start || end <= from || start >= to) return;
      const date = new Date(start).toISOString();
      entries.push({
        guid: `${vertical}-${date.replace(/[^0-9]/g, "").slice(0, 12)}`,
        startTime: date,
        endTime: new Date(end).toISOString(),
        seriesId: `${seriesBase}/${slot.series}`,
        program: {
          title: slot.title,
          guid: `${vertical}-${slot.series}`,
          description: slot.description,
          runtime: Math.round((end - start) / 1000),
          genre: slot.genre,
        },
      });
    });
  }
  return entries;
}

/** The series a brand's lineup names, for the thumbnails index. */
export function lineupSeries(vertical: VerticalSlug): string[] {
  return [...new Set((LINEUPS[vertical] ?? []).map((slot) => slot.series))];
}
