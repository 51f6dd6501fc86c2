import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { notify } from './notifier';

it('the default notifier loads antd-mobile’s Toast on demand and shows the message', async () => {
  notify('Saved');
  // The first call transforms and loads Toast and the React 19 render: slow under a full run.
  expect(await screen.findByText('Saved', {}, { timeout: 10_000 })).toBeTruthy();
});
