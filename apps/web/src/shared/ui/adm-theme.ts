import type { PublicBrand } from '@vidmatrix/brands/brands';
import { TEXT_COLOURS } from '@vidmatrix/brands/text-colours';

/**
 * antd-mobile's colour variables for this host: the brand's ink (its colour where white text
 * sits on it or it is text) and text shades that reach 4.5:1 on white, where antd-mobile's own
 * do not (#999 weak text 2.8:1, #ff3141 danger 3.6:1). Set on <html>, above antd-mobile's
 * :root defaults, so every page and portal gets them (docs/decisions/024-accessibility.md).
 */
function admThemeVariables(brand: Pick<PublicBrand, 'inkColor'>): Record<string, string> {
  return {
    '--adm-color-primary': brand.inkColor,
    '--adm-color-weak': TEXT_COLOURS.secondary,
    '--adm-color-danger': TEXT_COLOURS.danger,
  };
}

export function applyAdmTheme(root: HTMLElement, brand: Pick<PublicBrand, 'inkColor'>): void {
  for (const [name, value] of Object.entries(admThemeVariables(brand))) root.style.setProperty(name, value);
}
