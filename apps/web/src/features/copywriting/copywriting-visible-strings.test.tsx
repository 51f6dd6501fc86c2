import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Script } from '@vidmatrix/contract/script-model';
import type { I18n as i18n } from '../../shared/i18n/runtime';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonReply, mockFetch } from '../../shared/api/api-test-kit';
import { renderWithAntd, stubBrowserApis } from '../../test/antd-test-kit';
import { countTokens, createPseudoI18n, hardCodedStrings } from '../../test/pseudo-i18n';
import { ScriptEditor } from './components/script-editor';
import { ScriptList } from './components/script-list';
import { emptyScript, toScriptInput } from './form-values';

const SCRIPT: Script = {
  ...toScriptInput(emptyScript()),
  id: 3001,
  title: '⟦data⟧',
  expected_duration_seconds: 5,
  shots: [{ shot_size_id: 2, shot_scale: 'far', duration_seconds: 5, picture: '', lines: '', notes: '' }],
  word_count: 12,
  ai_generated: true,
  ai_source: 'openai',
  created_at: '2026-11-22T10:00:00.000Z',
  updated_at: '2026-11-22T10:00:00.000Z',
};

let pseudo: i18n;
beforeAll(async () => {
  pseudo = await createPseudoI18n();
});
beforeEach(stubBrowserApis);
afterEach(() => vi.unstubAllGlobals());

const renderPseudo = (ui: ReactNode, path = '/console/scripts') => renderWithAntd(pseudo, ui, path);

/**
 * Not ours: the script's own data, antd's words (its locale is set by the console shell) and the
 * names its icons give themselves.
 */
const ANTD_OWN = [
  '⟦data⟧',
  'Previous Page',
  'Next Page',
  'Increase Value',
  'Close',
  'close',
  'Decrease Value',
  'exclamation-circle',
  'close-circle',
  'info-circle',
  'share-alt',
  'arrow-down',
  'arrow-up',
  'search',
  'robot',
  'delete',
  'right',
  'plus',
  'left',
  'down',
  'up',
];

/** Only pseudo tokens and data may show: every UI word comes from the copywriting locale. */
function expectOnlyTranslatedText() {
  expect(countTokens(document.body)).toBeGreaterThan(0);
  // Longest first, so "close" does not eat the start of "close-circle".
  expect(
    hardCodedStrings(
      document.body,
      [...ANTD_OWN].sort((a, b) => b.length - a.length),
    ),
  ).toEqual([]);
}

function ndjson(...chunks: unknown[]): Response {
  const body = chunks.map((data) => `${JSON.stringify({ code: 0, message: 'ok', data })}\n`).join('');
  return new Response(body, { headers: { 'content-type': 'application/x-ndjson' } });
}

// antd's form and table are slow to render in jsdom (seconds on a cold module cache).
describe('copywriting pages show only translated text', { timeout: 120_000 }, () => {
  it('the script list, with the AI label', async () => {
    mockFetch(
      jsonReply({ code: 0, message: 'ok', data: { items: [SCRIPT], total: 1, page: 1, page_size: 20 } }),
    );
    renderPseudo(<ScriptList />);
    expect(await screen.findByText('⟦data⟧')).toBeTruthy();
    // jsdom's window is narrow: the lower-priority columns sit in the row's expanded part.
    fireEvent.click(screen.getByRole('button', { name: '⟦common:table.expand⟧' }));
    expect(await screen.findByText('⟦copywriting:label.ai⟧')).toBeTruthy();
    expectOnlyTranslatedText();
  });

  it('the editor of an AI-written shot-by-shot script', () => {
    renderPseudo(<ScriptEditor script={SCRIPT} onSaved={() => undefined} />);
    expect(screen.getByText('⟦copywriting:label.aiNotice⟧')).toBeTruthy();
    expect(screen.getByText('⟦copywriting:shots.total⟧ 5 5')).toBeTruthy();
    expectOnlyTranslatedText();
  });

  it('the AI drawer streaming the template writer, then filling the editor', async () => {
    const fetchMock = mockFetch(
      ndjson(
        { type: 'start', ai_source: 'template' },
        { type: 'progress', text: '{' },
        { type: 'progress', text: '"⟦data⟧"}' },
        { type: 'result', ai_source: 'template', script: { ...SCRIPT, title: '⟦data⟧' } },
      ),
    );
    renderPseudo(<ScriptEditor onSaved={() => undefined} />, '/console/scripts/new');
    fireEvent.click(screen.getByRole('button', { name: /⟦copywriting:ai.open⟧/ }));
    // The drawer is loaded on demand: its module may take a while in a cold test run.
    const product = await screen.findByLabelText('⟦copywriting:ai.product⟧', {}, { timeout: 30_000 });
    fireEvent.change(product, { target: { value: 'tea' } });
    fireEvent.click(screen.getByRole('button', { name: /⟦copywriting:ai.generate⟧/ }));
    expect(await screen.findByText('⟦copywriting:ai.templateNotice⟧')).toBeTruthy();
    // The script as cards, never the writer's JSON text.
    const progress = screen.getByTestId('ai-progress').textContent;
    expect(progress).toContain('⟦data⟧');
    expect(progress).not.toMatch(/[{"]/);
    expect(screen.getAllByTestId('ai-shot')).toHaveLength(1);
    expect(screen.getByText('⟦copywriting:shotSize.2⟧')).toBeTruthy();
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toMatchObject({
      product: 'tea',
      type: 'shot',
    });
    expectOnlyTranslatedText();

    fireEvent.click(screen.getByRole('button', { name: /⟦copywriting:ai.use⟧/ }));
    await waitFor(() =>
      expect(screen.getByLabelText('⟦copywriting:field.title⟧')).toHaveProperty('value', '⟦data⟧'),
    );
    expect(screen.getByTestId('template-label')).toBeTruthy();
  });
});
