/** 13800000000 → 138****0000: enough to recognise one's own number, not to read someone else's. */
export function maskPhone(phone: string): string {
  return phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '****';
}
