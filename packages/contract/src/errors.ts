/**
 * Every non-zero reply code. The web client's behaviour (spec §8) keys off these numbers, so
 * they never change meaning once shipped. `status` is the HTTP status sent alongside.
 */
export const ERROR_CODES = {
  ok: { code: 0, status: 200 },
  invalidInput: { code: 40000, status: 400 },
  malformedJson: { code: 40001, status: 400 },
  unsupportedMediaType: { code: 40002, status: 415 },
  brandMismatch: { code: 40003, status: 400 },
  loginRequired: { code: 4011, status: 401 },
  sessionExpired: { code: 4012, status: 401 },
  sessionEnded: { code: 4017, status: 401 },
  forbidden: { code: 40300, status: 403 },
  notFound: { code: 40400, status: 404 },
  conflict: { code: 40900, status: 409 },
  payloadTooLarge: { code: 41300, status: 413 },
  /** The request line is longer than the server reads (a URL of tens of kilobytes). */
  uriTooLong: { code: 41400, status: 414 },
  /** The request's headers are larger than the server reads. */
  headersTooLarge: { code: 43100, status: 431 },
  rateLimited: { code: 42900, status: 429 },
  shareTokenInvalid: { code: 10003, status: 401 },
  shareTokenExpired: { code: 10004, status: 401 },
  shareTokenMissing: { code: 10005, status: 401 },
  activityNotFound: { code: 20001, status: 404 },
  activityNotActive: { code: 20002, status: 409 },
  claimLimitReached: { code: 20003, status: 403 },
  videoNotHeld: { code: 20004, status: 409 },
  nfcCardInvalid: { code: 20005, status: 404 },
  platformNotServed: { code: 20006, status: 400 },
  platformNotConfigured: { code: 20007, status: 503 },
  platformFailed: { code: 20008, status: 502 },
  /** The claimer's platform authorization (Kuaishou authorize_id) is unknown or expired: authorize again. */
  platformAuthorizationRequired: { code: 20009, status: 401 },
  // Accounts and teams (docs/decisions/008-accounts-and-sessions.md).
  loginFailed: { code: 30001, status: 401 },
  alreadyRegistered: { code: 30002, status: 409 },
  codeInvalid: { code: 30003, status: 400 },
  smsFailed: { code: 30004, status: 502 },
  inviteExpired: { code: 30005, status: 404 },
  inviteTaken: { code: 30006, status: 409 },
  alreadyInTeam: { code: 30007, status: 409 },
  resetTokenInvalid: { code: 30008, status: 400 },
  wrongPassword: { code: 30009, status: 400 },
  // Console and uploads (issue 5).
  /** File too large or too long for the uploader it came through (spec §5). */
  uploadTooLarge: { code: 31001, status: 413 },
  /** Material library space insufficient, contact support to expand. */
  libraryQuotaExceeded: { code: 31002, status: 409 },
  uploadFileNameInvalid: { code: 31003, status: 400 },
  /** The received bytes do not have the MD5 the browser announced (file hash failed). */
  uploadHashMismatch: { code: 31004, status: 400 },
  /** The task is not in a state that allows this (task status abnormal). */
  uploadStateInvalid: { code: 31005, status: 409 },
  uploadTaskNotFound: { code: 31006, status: 404 },
  /** ffmpeg/ffprobe are not installed on this server. */
  processingUnavailable: { code: 31007, status: 503 },
  processingFailed: { code: 31008, status: 422 },
  /** A pool video already claimed or published cannot be removed. */
  videoInUse: { code: 31009, status: 409 },
  nfcCardExists: { code: 31010, status: 409 },
  /** A tus request the protocol refuses (version, headers, metadata, offset); sent with tus's own status. */
  uploadProtocol: { code: 31011, status: 400 },
  // Share links, scripts and AI writing (issue 6).
  /** Link expired or does not exist (contact the administrator). */
  shareLinkExpired: { code: 32001, status: 410 },
  sharePasswordWrong: { code: 32002, status: 400 },
  /** The team's policy refuses this link (password mandatory, expiry too long). */
  sharePolicyViolation: { code: 32003, status: 400 },
  /** Generation failed or empty. */
  aiGenerationFailed: { code: 32004, status: 502 },
  // Touch cards (issue 14, docs/decisions/025-touch-cards.md).
  /** The pasted group-buy share text holds no link (text not parsed). */
  touchCardTextNotParsed: { code: 34001, status: 400 },
  /** The link is not of the chosen platform (a foreign domain). */
  touchCardForeignLink: { code: 34002, status: 400 },
  /** Update configuration failed: the change conflicts with the card (item exists, 10 packages…). */
  touchCardUpdateFailed: { code: 34003, status: 409 },
  /** Logo / background / QR image not a JPG or PNG. */
  touchCardImageInvalid: { code: 34004, status: 415 },
  touchCardImageTooLarge: { code: 34005, status: 413 },
  /** Click data failed: the tap data could not be read. */
  touchCardClickDataFailed: { code: 34006, status: 503 },
  // The mixing studio (issue 25, docs/decisions/030-mixing-studio.md).
  /** More variants asked for than the project's shots allow (data: count, distinct_max). */
  mixCountTooHigh: { code: 35001, status: 409 },
  /** A scene holds no shot. */
  mixSceneEmpty: { code: 35002, status: 400 },
  /** A clip cannot be used: not in the library, no picture, zero length, unreadable or deleted. */
  mixClipUnusable: { code: 35003, status: 422 },
  /** The shots cannot fill the target length (data: shortest_s, min_s). */
  mixLengthUnfillable: { code: 35004, status: 422 },
  /** The render is over (done, failed or cancelled) and cannot be cancelled. */
  mixRenderFinished: { code: 35005, status: 409 },
  /** A shot's trim window is not a window of that scene's clip (data: clip_id, in_s, out_s, duration_s). */
  mixTrimInvalid: { code: 35006, status: 422 },
  internal: { code: 50000, status: 500 },
  databaseUnavailable: { code: 50300, status: 503 },
} as const;

export type ErrorName = keyof typeof ERROR_CODES;
