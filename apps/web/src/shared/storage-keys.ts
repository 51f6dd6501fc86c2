/** Every browser-storage key the app uses (spec §3 "Client storage"), in one place. */
export const LOCAL_KEYS = {
  language: 'language',
  visitorId: 'visitor-id',
  /** The member session token sent as the `token` header. */
  shareToken: 'share_token',
  username: 'username',
  courseToken: 'courseToken',
  /** Suffixed with activity, platform and source: the claimed video and when its hold ends. */
  heldVideo: 'distribution_held',
} as const;

export const SESSION_KEYS = {
  shareVideoToken: 'share_video_token',
  /** Suffixed with the activity id: comma-separated viewed video ids. */
  scanViewIds: 'scan_view_ids',
  /** Suffixed with the video id: set once its download was reported. */
  downloadReported: 'download_reported',
  /** Suffixed with the video id: the video a Kuaishou authorization leaves to publish (JSON). */
  ksPublishing: 'ks_publishing',
} as const;
