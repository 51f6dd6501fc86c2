/**
 * One language's copy prompt (issue 14): what the model is told (the built-in writer's words are
 * copy-phrases/, issue 26). Versioned: a change of wording is a new file
 * (`v2-<lang>.ts`), so a copy can be traced to the prompt that wrote it.
 */
export interface CopyPromptPack {
  version: string;
  /** The model's role and the answer format (the TITLE:/TOPICS: markers stay in English). */
  system: string;
  moments: string;
  xhs: string;
  /** Labels of the card's facts in the user message. */
  fields: {
    shop: string;
    business: string;
    features: string;
    topics: string;
    notes: string;
    requirement: string;
    /** `{n}`: the length. */
    length: string;
  };
}

/** The format every prompt asks for (parsed by copy-format.ts). */
export const FORMAT_RULES =
  'Answer in plain text, no markdown. For a Xiaohongshu note, the first line is "TITLE: " followed by the title. ' +
  'Then the body. The last line is "TOPICS: " followed by 3 to 6 topics written as #topic separated by spaces. ' +
  'Keep the markers TITLE: and TOPICS: in English exactly as written.';
