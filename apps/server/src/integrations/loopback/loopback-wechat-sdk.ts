/**
 * The demo's stand-in for `jweixin-1.6.0.js` (served only while the platform fakes are on; tests
 * and development have no WeChat client and often no internet). It offers the part of `wx` our
 * pages use and behaves as WeChat does with it: `wx.config` is checked — by the fake WeChat,
 * through `verifyPath` — against the page's URL without its fragment (on iOS, as WeChat there,
 * the URL the document was loaded from, whatever the history API made of it since), then `wx.ready` or
 * `wx.error` callbacks run; open tags are refused with `WeixinOpenTagsError` (no app can be
 * launched outside WeChat). What the page handed over is kept on `window.__wxDouble` for tests.
 */
export function fakeWechatSdkScript(verifyPath: string): string {
  return `(function () {
  var state = { config: null, verified: null, appMessage: null, timeline: null };
  var ready = [], failed = [], settled = null;
  function settle(outcome, detail) {
    settled = { outcome: outcome, detail: detail };
    (outcome === 'ready' ? ready : failed).splice(0).forEach(function (fn) { fn(detail); });
  }
  function setter(name) {
    return function (data) {
      if (!settled || settled.outcome !== 'ready') {
        if (data && data.fail) data.fail({ errMsg: name + ':fail' });
        return;
      }
      state[name === 'updateAppMessageShareData' ? 'appMessage' : 'timeline'] = {
        title: data.title, desc: data.desc, link: data.link, imgUrl: data.imgUrl
      };
      if (data.success) data.success({ errMsg: name + ':ok' });
    };
  }
  function checkedUrl() {
    var loaded = /iPhone|iPad|iPod/.test(navigator.userAgent) && performance.getEntriesByType('navigation')[0];
    return (loaded ? loaded.name : location.href).split('#')[0];
  }
  window.__wxDouble = state;
  window.wx = {
    config: function (config) {
      state.config = config;
      var query = new URLSearchParams({
        app_id: config.appId, url: checkedUrl(), timestamp: String(config.timestamp),
        nonce_str: config.nonceStr, signature: config.signature
      });
      fetch(${JSON.stringify(verifyPath)} + '?' + query, { headers: { accept: 'application/json' } })
        .then(function (r) { return r.json(); })
        .then(function (reply) {
          state.verified = !!(reply && reply.data && reply.data.valid);
          if (!state.verified) return settle('error', { errMsg: 'config:invalid signature' });
          settle('ready');
          if ((config.openTagList || []).length > 0) {
            document.dispatchEvent(new CustomEvent('WeixinOpenTagsError', {
              detail: { errMsg: 'test double: open tags need the WeChat client' }
            }));
          }
        })
        .catch(function () { settle('error', { errMsg: 'config:fail' }); });
    },
    ready: function (fn) { if (settled && settled.outcome === 'ready') fn(); else ready.push(fn); },
    error: function (fn) { if (settled && settled.outcome === 'error') fn(settled.detail); else failed.push(fn); },
    updateAppMessageShareData: setter('updateAppMessageShareData'),
    updateTimelineShareData: setter('updateTimelineShareData')
  };
})();
`;
}
