// The label of the page's largest contentful paint element, as Lighthouse 13 reports it: its
// `lcp-breakdown-insight` lists the LCP's subparts and then the element as a node item (the
// `largest-contentful-paint-element` audit of Lighthouse 12 is gone).
export const lcpElementOf = (lhr) =>
  lhr.audits['lcp-breakdown-insight']?.details?.items?.find((item) => item.type === 'node')?.nodeLabel;
