/**
 * Text colours every brand shares, chosen to reach 4.5:1 (WCAG AA) on white and on the #f5f5f5
 * page grey (contrast.test.ts). They replace the UI kits' lighter defaults where those carry
 * words: antd-mobile's #999 "weak" and #ff3141 danger, antd's #8c8c8c secondary text, #bfbfbf
 * placeholders and its bright success, warning and error colours (docs/decisions/024-accessibility.md).
 */
export const TEXT_COLOURS = {
  /** Hints, captions, labels under a value. */
  secondary: '#666666',
  /** Placeholders: lighter than a typed value, still readable. */
  placeholder: '#707070',
  danger: '#cf1322',
  success: '#2b7a0b',
  warning: '#8f5600',
} as const;
