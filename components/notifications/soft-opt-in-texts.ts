/** The soft opt-in prompt's texts, from messages `webNotifications.*` on the server. */
export interface SoftOptInTexts {
  title: string;
  body: string;
  allow: string;
  notNow: string;
}
