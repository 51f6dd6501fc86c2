/**
 * Paths of the web app's pages that the server names too: the SPA's routes, the server's
 * redirects to them (the NFC tap, the share link) and its per-page previews. Zod-free and free of
 * value imports, so visitor pages import it (docs/decisions/004).
 */
export const PAGE_PATHS = {
  distributionVideo: '/distribution_video',
  distributionAuto: '/distribution_auto',
  commonDistributionVideo: '/common_distribution_video',
  receiveVideos: '/receiveVideos',
  publishVideoDownload: '/publish_video_download',
  shareVideo: '/shareVideo',
  shareScriptDetail: '/shareScriptDetail',
  trafficAcademy: '/trafficAcademy',
  trafficChapterDetail: '/traffic_chapter_detail',
  trafficGuide: '/trafficGuide',
  cardWriter: '/CardWriterPage',
  addWx: '/AddWxPage',
} as const;
