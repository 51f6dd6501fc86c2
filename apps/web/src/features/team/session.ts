import { LOCAL_KEYS } from '../../shared/storage-keys';

export function hasSession(): boolean {
  try {
    return !!localStorage.getItem(LOCAL_KEYS.shareToken);
  } catch {
    return false;
  }
}

export function clearSession(): void {
  try {
    localStorage.removeItem(LOCAL_KEYS.shareToken);
    localStorage.removeItem(LOCAL_KEYS.username);
  } catch {
    // Nothing was stored either.
  }
}
