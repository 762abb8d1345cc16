/**
 * The embedded local services' data: US zip codes from the `zipcodes` package (a public-domain data set of about
 * 42,000 US zip codes with city, state and coordinates), and local stories and hourly forecasts generated
 * deterministically per zip (stories per zip and hour, forecasts per zip and hour), so the same zip always reads
 * the same at the same time and nothing needs seeding.
 */
import zipcodes from "zipcodes";
import { createRng } from "../seed/random";
import type { LocalStory, WeatherHour } from "../../lib/api/schemas/local";

export interface ZipRecord {
  zip: string;
  city: string;
  state: string;
  stateName: string | null;
  latitude: number;
  longitude: number;
}

/** A zip code's record in `country` (the site's default, US, when not named), or null (unknown, or not in that country). */
export function lookupZip(zip: string, country = "US"): ZipRecord | null {
  if (!/^\d{5}$/.test(zip)) return null;
  const found = zipcodes.lookup(zip);
  if (!found || found.country !== country) return null;
  return { zip: found.zip, city: found.city, state: found.state, stateName: titleCase(zipcodes.states.abbr[found.state]), latitude: found.latitude, longitude: found.longitude };
}

function titleCase(name: string | undefined): string | null {
  return name ? name.toLowerCase().replace(/\b[a-z]/g, (letter) => letter.toUpperCase()) : null;
}

const HOUR_MS = 3_600_000;
export const LOCAL_STORY_COUNT = 6;
export const FORECAST_HOURS = 12;

type Topic = (city: string) => readonly [string, string];

const TOPICS: Record<"en" | "es", readonly Topic[]> = {
  en: [
    (c: string) => [`${c} council approves budget for road repairs`, `The vote sets aside money for resurfacing and new crosswalks across ${c} this year.`],
    (c: string) => [`New library branch opens its doors in ${c}`, `Residents lined up for the opening, which adds study rooms and a children's wing.`],
    (c: string) => [`${c} schools announce later start times`, `District leaders say the change follows a year of surveys with parents and teachers.`],
    (c: string) => [`Farmers market returns to downtown ${c}`, `More than 40 vendors are expected every Saturday morning through the fall.`],
    (c: string) => [`${c} firefighters hold open house this weekend`, `Families can tour the station, meet crews and learn about home fire safety.`],
    (c: string) => [`Traffic changes ahead as ${c} bridge work begins`, `Drivers should expect lane closures overnight for about six weeks.`],
    (c: string) => [`Local bakery in ${c} celebrates 50 years`, `The family-run shop has served the neighborhood since the 1970s.`],
    (c: string) => [`${c} park cleanup draws hundreds of volunteers`, `Organizers collected more than two tons of litter along trails and the riverbank.`],
    (c: string) => [`${c} transit adds late-night bus service`, `Routes will run until 1 a.m. on weekends starting next month.`],
    (c: string) => [`High school team from ${c} heads to state finals`, `The team finished the regular season unbeaten and hosts a send-off rally Friday.`],
  ],
  es: [
    (c: string) => [`El concejo de ${c} aprueba presupuesto para reparar calles`, `La votación destina fondos para repavimentar y crear nuevos cruces peatonales en ${c}.`],
    (c: string) => [`Abre una nueva biblioteca en ${c}`, `Los vecinos hicieron fila para la inauguración, que suma salas de estudio y un área infantil.`],
    (c: string) => [`Las escuelas de ${c} retrasan el horario de entrada`, `El distrito dice que el cambio responde a un año de encuestas con familias y maestros.`],
    (c: string) => [`Regresa el mercado de agricultores al centro de ${c}`, `Se esperan más de 40 puestos cada sábado por la mañana hasta el otoño.`],
    (c: string) => [`Bomberos de ${c} abren sus puertas este fin de semana`, `Las familias podrán recorrer la estación y aprender sobre seguridad en el hogar.`],
    (c: string) => [`Cambios de tránsito en ${c} por obras en el puente`, `Habrá cierres de carriles por la noche durante unas seis semanas.`],
    (c: string) => [`Una panadería de ${c} celebra 50 años`, `El negocio familiar atiende al vecindario desde la década de 1970.`],
    (c: string) => [`Cientos de voluntarios limpian un parque de ${c}`, `Los organizadores recogieron más de dos toneladas de basura en senderos y la ribera.`],
    (c: string) => [`El transporte de ${c} suma autobuses nocturnos`, `Las rutas funcionarán hasta la 1 a.m. los fines de semana desde el próximo mes.`],
    (c: string) => [`Equipo escolar de ${c} va a la final estatal`, `El equipo terminó invicto la temporada regular y tendrá una despedida el viernes.`],
  ],
};

const SOURCES = { en: ["Local Desk", "Community Reporter", "Metro Desk"], es: ["Redacción local", "Corresponsal comunitario"] } as const;

/** The zip's local stories at `now`: newest first, one new story every few hours. */
export function localStories(record: ZipRecord, now: number, language: "en" | "es"): LocalStory[] {
  const hour = Math.floor(now / HOUR_MS);
  const rng = createRng(`local-news:${record.zip}`);
  const topics = rng.sample(TOPICS[language], LOCAL_STORY_COUNT);
  return topics.map((topic, i) => {
    const [headline, summary] = topic(record.city);
    const hoursAgo = 1 + i * 3 + (hour % 3);
    return {
      id: `local-${record.zip}-${i + 1}`,
      headline,
      summary,
      publishedAt: new Date((hour - hoursAgo) * HOUR_MS).toISOString(),
      source: SOURCES[language][i % SOURCES[language].length] as string,
    };
  });
}

/** Hourly forecast for the next FORECAST_HOURS hours: temperatures follow latitude, season and the local hour. */
export function localForecast(record: ZipRecord, now: number): WeatherHour[] {
  const firstHour = Math.floor(now / HOUR_MS) + 1;
  return Array.from({ length: FORECAST_HOURS }, (_, i) => {
    const hour = firstHour + i;
    const rng = createRng(`local-weather:${record.zip}:${hour}`);
    const date = new Date(hour * HOUR_MS);
    const month = date.getUTCMonth();
    // Northern summer peaks in July; the further north, the colder and the wider the swing.
    const season = Math.cos(((month - 6) / 12) * 2 * Math.PI);
    const base = 88 - 0.9 * record.latitude + season * (8 + 0.35 * record.latitude);
    const localHour = (date.getUTCHours() + Math.round(record.longitude / 15) + 24) % 24;
    const daily = 9 * Math.cos(((localHour - 15) / 24) * 2 * Math.PI);
    const temperatureF = Math.round(base + daily + rng.int(-2, 2));
    const precipitationChance = rng.int(0, 10) * 10;
    const wet = precipitationChance >= 60;
    const condition: WeatherHour["condition"] = wet
      ? temperatureF <= 32
        ? "snow"
        : precipitationChance >= 90
          ? "thunderstorms"
          : "rain"
      : precipitationChance >= 40
        ? "cloudy"
        : precipitationChance >= 20
          ? "partlyCloudy"
          : rng.chance(0.05)
            ? "fog"
            : "clear";
    return { time: date.toISOString(), temperatureF, condition, precipitationChance };
  });
}
