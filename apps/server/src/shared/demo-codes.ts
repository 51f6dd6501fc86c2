/**
 * The README's academy line, `/trafficAcademy?token=demo-course-token`: the seeded demo member's
 * course token (demo data only: no production database holds it). Like the other demo codes it
 * works on every brand host. The seed stores it; the academy's token check accepts it anywhere.
 */
export const DEMO_COURSE_TOKEN = 'demo-course-token';
