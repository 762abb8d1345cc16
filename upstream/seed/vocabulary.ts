/** The shape of a language's word lists. Subjects are singular, actions present tense, so any pairing reads right. */
import type { Beat } from "./sections";

export interface BeatWords {
  /** Capitalised as at the start of a sentence; lower-cased mid-sentence when they start with an article. */
  subjects: readonly string[];
  actions: readonly string[];
  objects: readonly string[];
  events: readonly string[];
  contexts: readonly string[];
}

export interface Labels {
  liveUpdates: string;
  inPhotos: string;
  video: string;
  topStories: string;
  latest: string;
  mostPopular: string;
  editorsPicks: string;
  watchNow: string;
  allPosts: string;
  newsletters: string;
  saved: string;
  liveTv: string;
  about: string;
  contact: string;
  privacy: string;
  terms: string;
  careers: string;
  draft: string;
  shoppable: string;
}

export interface Vocabulary {
  beats: Readonly<Record<Beat, BeatWords>>;
  /** Display name of each beat, used as the topic term. */
  topics: Readonly<Record<Beat, string>>;
  /** Templates with {Subject} {subject} {action} {object} {event} {place} {number}. */
  headlines: readonly string[];
  /** Templates with the headline slots plus {context} {quote} {person} {role} {source} {weekday}. */
  sentences: readonly string[];
  quotes: readonly string[];
  roles: readonly string[];
  sources: readonly string[];
  places: readonly string[];
  weekdays: readonly string[];
  headings: readonly string[];
  firstNames: readonly string[];
  lastNames: readonly string[];
  jobTitles: readonly string[];
  /** Template with {name} {jobTitle} {brand} {place}. */
  bio: string;
  /** Lower-case words that open a subject and are lower-cased mid-sentence. */
  articles: readonly string[];
  /** Applied to every generated sentence, e.g. Spanish "de el" → "del". */
  contractions: readonly { pattern: RegExp; replacement: string }[];
  labels: Labels;
}
