import { createHash } from 'node:crypto';
import { DISTRIBUTION_PLATFORMS } from '@vidmatrix/contract/distribution-routes';
import { claimRequest, holdScope, type ClaimRequestTarget } from '@vidmatrix/contract/distribution-claim';
import { LANGUAGES, type Language } from '@vidmatrix/contract/languages';
import { escapeHtml, serializeForScript } from './web-html';

/**
 * The app's own scripts wait for the claimed cover (or the claim's failure), at most this long:
 * on a slow line they would otherwise share its bandwidth and connections with the cover.
 */
export const APP_WAIT_MS = 2000;

/**
 * Script text defining `go()`: adds the app's scripts and the page's preloads (`d.pl`, AppStart[])
 * to the head, once. Shared with the share page's cover script (boot-cover.ts).
 */
export const START_APP = `let on=0;
const go=()=>{if(on)return;on=1;for(const[rel,href]of d.pl){const s=rel==='script',k=document.createElement(s?'script':'link');
if(s)k.type='module';else{k.rel=rel;if(rel==='preload')k.as='style'}k.crossOrigin='';k[s?'src':'href']=href;document.head.append(k)}};`;

/** Placeholders for what only the browser knows; the script puts its storage's values there. */
const VIEWED = '$viewed';
const HELD = '$held';

/**
 * Starts a distribution page's first claim from its HTML, before any of the app has downloaded,
 * and paints the claimed cover as soon as the reply names it (decision 019, addendum). The app
 * takes `window.__bootClaim` instead of sending its own (web features/distribution/boot-claim.ts).
 *
 * It sends what the page itself would (web features/distribution/api.ts `claimVideo`, shared/api
 * request-headers.ts): the endpoint and fields come from the server (the contract's
 * `claimRequest`), the viewed list, held video and visitor id from the same storage keys
 * (shared/storage-keys.ts). Static text, so one CSP hash serves every page.
 *
 * The page's own scripts (the entry, its preloads, the page's chunks: `d.pl`) start once the
 * cover has loaded: on slow 4G and HTTP/1.1 two dozen script requests would otherwise go ahead of
 * the claim and the cover, the page's largest paint; the app then replaces the card in place.
 */
export const BOOT_CLAIM_SCRIPT = `(()=>{const d=JSON.parse(document.currentScript.dataset.claim);${START_APP}
try{setTimeout(go,${APP_WAIT_MS});
const L=localStorage,S=sessionStorage,
g=(s,k)=>{try{return s.getItem(k)}catch(e){return null}},
v=(g(S,'scan_view_ids_'+d.a)||'').split(',').map(x=>Number(x.trim())).filter(n=>Number.isSafeInteger(n)&&n>0).join(','),
i={};let h,id=g(L,'visitor-id'),lang=d.l||g(L,'language'),q='';
try{h=JSON.parse(g(L,'distribution_held_'+d.s));if(!(typeof h.id=='number'&&h.until>Date.now()))h=0}catch(e){h=0}
for(const k in d.i){const x=d.i[k]==='${VIEWED}'?v:d.i[k]==='${HELD}'?(h?h.id:null):d.i[k];if(x!=null)i[k]=x}
if(!id){id=crypto.randomUUID();try{L.setItem('visitor-id',id)}catch(e){}}
if(d.L.indexOf(lang)<0)lang=d.f;
const H={bizid:String(d.b),language:lang,'visitor-id':id},t=g(L,'share_token'),u=g(S,'share_video_token'),c=g(L,'courseToken');
if(t)H.token=t;if(u)H['share-video-token']=u;if(c)H['course-token']=c;
if(d.m==='GET')q='?'+new URLSearchParams(i);else H['content-type']='application/json';
const r=fetch('/api'+d.p+q,{method:d.m,headers:H,body:d.m==='GET'?undefined:JSON.stringify(i)}).then(x=>x.json());
window.__bootClaim={path:d.p,input:i,reply:r};
r.then(e=>{const o=e&&e.code===0&&e.data||{},x=o.exist??o.exists,it=(o.items||[])[0],src=it&&(it.video_cover||it.cover);
if(!src||x===false||x===0||x==='false'||x==='0')return go();
const n=document.createElement('div');n.id='boot-card';n.className='app-card';n.innerHTML='<div><img alt="" fetchpriority="high"></div>';
const m=n.querySelector('img');m.onload=m.onerror=go;m.src=src;document.body.append(n)},go)}catch(e){go()}})()`;

/** `'sha256-…'` of the script, for the page's CSP (computed once; security-headers.ts hashes it too). */
export const BOOT_CLAIM_HASH = `'sha256-${createHash('sha256').update(BOOT_CLAIM_SCRIPT).digest('base64')}'`;

/** What the script adds to start the app: the entry `script`, or a `modulepreload`/`preload` link. */
export type AppStart = readonly [rel: 'script' | 'modulepreload' | 'preload', href: string];

/** The built index.html's entry script and the modulepreloads Vite put beside it. */
const APP_TAGS =
  /\s*<script type="module" crossorigin src="([^"]+)"><\/script>|\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** The page without its entry script and the entry's preloads, and those, in order, for the script. */
export function withoutAppScripts(html: string): { html: string; scripts: AppStart[] } {
  const scripts: AppStart[] = [];
  const rest = html.replace(APP_TAGS, (_, src?: string, href?: string) => {
    scripts.push(src ? ['script', src] : ['modulepreload', href!]);
    return '';
  });
  return { html: rest, scripts };
}

/** The distribution pages whose link alone names the claim, as web pages/distribution-pages.tsx. */
const CLAIM_PAGES = { '/distribution_video': 'video', '/distribution_auto': 'auto' } as const;

const text = (value: string | undefined) => (value ?? '').trim();

function positiveInt(value: string | undefined): number | undefined {
  const s = text(value);
  const n = /^\d+$/.test(s) ? Number(s) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

/**
 * The first `platform`/`plateform` value; only our own four spellings. The page also reads
 * aliases ("dy", "1"); such a link simply gets no boot claim and the page claims as before.
 */
function linkPlatform(query: Record<string, string>) {
  const value = (text(query.platform) || text(query.plateform)).toLowerCase();
  return DISTRIBUTION_PLATFORMS.find((p) => p === value);
}

/**
 * What the page at `path` will claim first, when its link alone says so (the rules of web
 * distribution-query.ts and distribution-mode.ts: a link without a failure code, an activity,
 * and /distribution_video always Douyin); undefined otherwise.
 */
export function bootClaimTarget(
  path: string,
  query: Record<string, unknown>,
): ClaimRequestTarget | undefined {
  const page = Object.entries(CLAIM_PAGES).find(([p]) => path === p || path.startsWith(`${p}/`))?.[1];
  // A repeated parameter (an array here) is read by the page as its first value: not guessed.
  if (!page || Object.values(query).some((value) => typeof value !== 'string')) return undefined;
  const params = query as Record<string, string>;
  const code = text(params.code);
  if (code !== '' && Number(code) !== 0) return undefined;
  const activityId = positiveInt(params.activity_id) ?? positiveInt(params.id);
  const platform = page === 'video' ? 'douyin' : linkPlatform(params);
  if (!activityId || !platform) return undefined;
  const matrix = text(params.source).toLowerCase() === 'matrix';
  return { activityId, platform, matrix, nfc: text(params.nfc) };
}

/**
 * The `<script>` for a page that claims: the request (placeholders where storage decides), the
 * hold's storage scope, the brand's `bizid`, the app's scripts and the page's preloads (added once
 * the cover is there), and the language the app would send (the link's, else the stored one,
 * else the brand's default).
 */
export function bootClaimTag(
  target: ClaimRequestTarget,
  bizid: number,
  linkLanguage: Language | undefined,
  fallback: Language,
  start: readonly AppStart[],
) {
  const { route, input } = claimRequest(target, { viewed: VIEWED, heldId: HELD });
  const data = {
    m: route.method,
    p: route.path,
    i: input,
    a: target.activityId,
    s: holdScope(target),
    b: bizid,
    l: linkLanguage,
    L: LANGUAGES,
    f: fallback,
    pl: start,
  };
  return `<script data-claim="${escapeHtml(serializeForScript(data))}">${BOOT_CLAIM_SCRIPT}</script>`;
}
