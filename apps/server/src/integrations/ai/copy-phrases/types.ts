/**
 * The built-in copy writer's words in one language (copy-template.ts). Placeholders: `{shop}`,
 * `{business}`, `{feature}` (one of the card's features), `{features}` (two or more, joined the
 * language's way). A frame is used at most once per text and each of the card's facts is said at
 * most once, so a text never repeats itself; many frames per job make twenty copies of the same
 * card read differently. Every frame is a whole sentence or clause that stays grammatical whatever
 * is filled in: no article, gender or number agreement with the merchant's words (they are said
 * after a colon, as an apposition or as an object).
 */
export interface CopyPhrases {
  /** Xiaohongshu titles; only those within the platform's 20 characters once filled are used. */
  titles: string[];
  /** The visit, the opening's first clause, without end punctuation; with or without `{shop}`. */
  visits: string[];
  /** The opening's second clause, after `comma`: how the main business (`{business}`) was. */
  verdicts: string[];
  /** A sentence about one feature. */
  feature: string[];
  /** A sentence about two or three features at once. */
  features: string[];
  /** Sentences about the visit that fit any kind of shop (staff, room, mood). */
  moments: string[];
  closings: string[];
  /** Joins the visit and the verdict. */
  comma: string;
  /** Ends the opening. */
  stop: string;
  /** Between sentences of one paragraph. */
  space: string;
  /** Topics when the card has none. */
  defaultTopics: string[];
}
