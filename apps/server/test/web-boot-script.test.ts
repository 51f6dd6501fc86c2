import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_SHARES } from '../src/demo/seed-share';
import { scripts } from '../src/modules/copywriting/schema';
import { shareLinks } from '../src/modules/share/schema';
import { hostOf } from './helper';
import { call, shareApp, WEB } from './share-kit';

/**
 * The shared script's first screen from its HTML (web/first-screens.ts, share service.ts
 * `shareBootScript`, decision 019): for a link anyone may open now, the script as share_web/info
 * answers it — title and label, who shares it, its facts and its plain-text fields up to the rich
 * text (the web build's words: the fixture's stand-ins here); nothing for anything else.
 */
const URL = `/shareScriptDetail?code=${DEMO_SHARES.script}`;
const SCREEN = /<div id="boot-cover" class="app-first app-first-whole app-script-page">(.*?)<\/div>\n/s;

async function screenOf(url: string, app?: Awaited<ReturnType<typeof shareApp>>) {
  const res = await (app ?? (await shareApp())).inject({ url, headers: { host: hostOf('vidmatrix') } });
  expect(res.statusCode).toBe(200);
  return { body: res.body, screen: SCREEN.exec(res.body)?.[1] };
}

describe('the shared script’s first screen in the HTML', () => {
  it('shows the script as the page will, before the app', async () => {
    const app = await shareApp();
    const state = await call(app, `${WEB}/link_code`, { query: { code: DEMO_SHARES.script } });
    const info = await call(app, `${WEB}/info`, { shareToken: state.data.share_video_token as string });
    const { team_name } = info.data as { team_name: string };
    const { body, screen } = await screenOf(URL, app);
    expect(screen).toBe(
      `<h1 class="app-script-title">桂花拿铁上新 · 30 秒探店分镜</h1>` +
        `<p class="app-script-facts">${team_name} 分享（构建词）</p>` +
        `<p class="app-script-facts"><span>分镜脚本（构建词）</span><span>方向（构建词） 9:16</span>` +
        `<span>字数（构建词） ${(info.data.script as { word_count: number }).word_count}</span><span>时长（构建词） 30 秒</span></p>` +
        `<dl class="app-script-fields">` +
        `<div class="app-script-field"><dt>台词（构建词）</dt><dd>秋天的第一杯桂花拿铁，就在南京西路的 Demo café。</dd></div>` +
        `<div class="app-script-field"><dt>参考视频（构建词）</dt><dd>参考：小红书“城市咖啡地图”系列，第一人称推门进店</dd></div>` +
        `<div class="app-script-field"><dt>基本信息（构建词）</dt><dd>门店：Demo café（上海静安区南京西路1266号恒隆广场 L108）；新品：桂花拿铁 32 元，第二杯半价</dd></div>` +
        `<div class="app-script-field"><dt>其他信息（构建词）</dt><dd>拍摄时间建议 14:00–16:00，窗边自然光；店员出镜需提前确认</dd></div>` +
        `<div class="app-script-field"><dt>场景要求（构建词）</dt><dd>吧台、窗边座位、门头招牌；桂花糖浆与拉花特写需要干净的深色台面</dd></div>` +
        `<div class="app-script-field"><dt>内容要点（构建词）</dt><dd>1. 季节限定；2. 现萃咖啡 + 真桂花；3. 第二杯半价；4. 门店位置好找</dd></div>` +
        `</dl>`,
    );
    // The app is left to the cover script after the screen.
    expect(body).not.toContain('<script type="module"');
    expect(body.indexOf('<script data-start=')).toBeGreaterThan(body.indexOf('id="boot-cover"'));
  });

  it('writes the texts escaped with their line breaks, the label and the lines, in the link’s language', async () => {
    const app = await shareApp();
    await app.db
      .update(scripts)
      .set({
        title: '<b>"A&B"</b>',
        basicInfo: 'one\ntwo <i>',
        aiGenerated: true,
        contentLines: ['first <line>', 'second'],
      })
      .where(eq(scripts.id, DEMO_SHARES.scriptId));
    const { screen } = await screenOf(`${URL}&language=en`, app);
    expect(screen).toContain(
      '<h1 class="app-script-title">&lt;b&gt;&quot;A&amp;B&quot;&lt;/b&gt; <span class="app-script-ai">AI-generated</span></h1>',
    );
    expect(screen).toContain('<dt>Basics</dt><dd>one\ntwo &lt;i&gt;</dd>');
    expect(screen).toContain(
      '<dt>Content lines</dt><dd><ol class="app-script-lines"><li>first &lt;line&gt;</li><li>second</li></ol></dd>',
    );

    // Rich text is the app's to sanitise: the screen ends before it, lines and all.
    await app.db.update(scripts).set({ content: '<p>rich</p>' }).where(eq(scripts.id, DEMO_SHARES.scriptId));
    const rich = (await screenOf(URL, app)).screen!;
    expect(rich).not.toContain('rich');
    expect(rich).not.toContain('app-script-lines');
  });

  it.each([
    ['a password', { passwordHash: 'scrypt$x' }],
    ['an ended link', { endedAt: new Date() }],
    ['an expired link', { expiresAt: new Date(Date.now() - 60_000) }],
  ])('%s: the page as before', async (_, change) => {
    const app = await shareApp();
    await app.db.update(shareLinks).set(change).where(eq(shareLinks.code, DEMO_SHARES.script));
    try {
      const { body } = await screenOf(URL, app);
      expect(body).not.toContain('id="boot-cover"');
      expect(body).toContain('<script type="module"');
    } finally {
      await app.db
        .update(shareLinks)
        .set({ passwordHash: null, endedAt: null, expiresAt: null })
        .where(eq(shareLinks.code, DEMO_SHARES.script));
    }
  });

  it.each([
    ['an unknown code', '/shareScriptDetail?code=NO-SUCH-LINK'],
    ['a repeated code', `${URL}&code=${DEMO_SHARES.script}`],
    ['a NUL code', '/shareScriptDetail?code=%00'],
    ['a video link', `/shareScriptDetail?code=${DEMO_SHARES.open}`],
    ['a sub-path', `/shareScriptDetail/x?code=${DEMO_SHARES.script}`],
  ])('%s: the page as before', async (_, url) => {
    const { body } = await screenOf(url);
    expect(body).not.toContain('id="boot-cover"');
  });
});
