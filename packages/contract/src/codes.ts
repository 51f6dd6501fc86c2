/** Platform codes of spec §3, as sent on the wire. */
export const PLATFORM_CODES = { Dy: 1, Ks: 2, Tk: 3, Doudian: 4, NFC: 5, TKShop: 10 } as const;
export type PlatformName = keyof typeof PLATFORM_CODES;
