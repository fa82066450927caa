/** The honeypot's field name (decision 025): a word bots like to fill, not one browsers autofill. */
export const HONEYPOT_FIELD = "website";
