/** Plausible news text from a language's word lists: headlines, sentences, names, inline HTML. */
import type { Language } from "../../lib/verticals/verticals";
import type { Rng } from "./random";
import type { Beat } from "./sections";
import { VOCABULARY_EN } from "./vocabulary-en";
import { VOCABULARY_ES } from "./vocabulary-es";
import type { Vocabulary } from "./vocabulary";

export function vocabularyFor(language: Language): Vocabulary {
  return language === "es" ? VOCABULARY_ES : VOCABULARY_EN;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** `{key}` placeholders replaced from `slots`, contractions applied; the result starts with a capital. */
export function fill(template: string, slots: Readonly<Record<string, string>>, contractions: Vocabulary["contractions"] = []): string {
  const filled = template.replace(/\{(\w+)\}/g, (match, key: string) => {
    const value = slots[key];
    if (value === undefined) throw new Error(`fill: no value for ${match} in "${template}"`);
    return value;
  });
  return capitalize(contractions.reduce((text, { pattern, replacement }) => text.replace(pattern, replacement), filled));
}

export interface Writer {
  words: Vocabulary;
  rng: Rng;
  headline(beat: Beat): string;
  /** The plainest headline form: subject, action, object. */
  statement(beat: Beat): string;
  sentence(beat: Beat): string;
  /** 2–4 sentences of plain text, each from a different template. */
  paragraph(beat: Beat): string;
  personName(): string;
}

export function createWriter(language: Language, rng: Rng): Writer {
  const words = vocabularyFor(language);

  /** "The Senate" stays as is at the start and becomes "the Senate" mid-sentence. */
  const midSentence = (subject: string) => {
    const first = subject.split(" ")[0] ?? "";
    return words.articles.includes(first.toLowerCase()) ? lowerFirst(subject) : subject;
  };

  const personName = () => `${rng.pick(words.firstNames)} ${rng.pick(words.lastNames)}`;

  const slots = (beat: Beat): Record<string, string> => {
    const beatWords = words.beats[beat];
    const subject = rng.pick(beatWords.subjects);
    return {
      Subject: subject,
      subject: midSentence(subject),
      action: rng.pick(beatWords.actions),
      object: rng.pick(beatWords.objects),
      event: rng.pick(beatWords.events),
      context: rng.pick(beatWords.contexts),
      place: rng.pick(words.places),
      number: String(rng.int(3, 7)),
      quote: rng.pick(words.quotes),
      person: personName(),
      role: rng.pick(words.roles),
      source: rng.pick(words.sources),
      weekday: rng.pick(words.weekdays),
    };
  };

  const sentence = (beat: Beat) => fill(rng.pick(words.sentences), slots(beat), words.contractions);

  return {
    words,
    rng,
    headline: (beat) => fill(rng.pick(words.headlines), slots(beat), words.contractions),
    statement: (beat) => fill("{Subject} {action} {object}", slots(beat), words.contractions),
    sentence,
    paragraph: (beat) =>
      rng
        .sample(words.sentences, rng.int(2, 4))
        .map((template) => fill(template, slots(beat), words.contractions))
        .join(" "),
    personName,
  };
}

/** URL slug: lower case, accents dropped, words joined by hyphens, at most ~70 characters. */
export function slugify(text: string): string {
  const slug = text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (slug.length <= 70) return slug;
  const cut = slug.slice(0, 70);
  return cut.slice(0, cut.lastIndexOf("-") > 0 ? cut.lastIndexOf("-") : 70);
}
