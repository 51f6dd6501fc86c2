import { cleanup, render, screen } from '@testing-library/react';
import type { Script } from '@vidmatrix/contract/script-model';
import type { I18n as i18n } from '../../../shared/i18n/runtime';
import { I18nProvider as I18nextProvider } from '../../../shared/i18n/use-translation';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPseudoI18n } from '../../../test/pseudo-i18n';
import { AiLabel } from './script-parts';

let pseudo: i18n;
beforeAll(async () => {
  pseudo = await createPseudoI18n();
});
afterEach(cleanup);

const label = (source: Script['ai_source'], generated: boolean) => {
  const script = { ai_source: source, ai_generated: generated } as Script;
  render(
    <I18nextProvider i18n={pseudo}>
      <AiLabel script={script} />
    </I18nextProvider>,
  );
  return screen.queryByTestId('ai-label')?.textContent ?? null;
};

describe('the AI label of a shared script', () => {
  it('marks model output as AI-generated', () => {
    expect(label('openai', true)).toBe('⟦share:script.aiLabel⟧');
  });

  it('says a template-written script is not AI output', () => {
    expect(label('template', false)).toBe('⟦share:script.aiTemplate⟧');
  });

  it('shows nothing on a script written by hand', () => {
    expect(label(null, false)).toBeNull();
  });
});
