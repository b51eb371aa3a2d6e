/**
 * SPEC §2, Auth action handler: the validated code, action and email, kept for the
 * Reset Password screen. sessionStorage: it survives the redirect, not the tab.
 */
export interface PendingAuthAction {
  authCode: string;
  authAction: string;
  authTempEmail: string;
  isAnonymous: false;
}

const KEY = "bingo.pendingAuthAction";

export function storePendingAction(action: PendingAuthAction) {
  sessionStorage.setItem(KEY, JSON.stringify(action));
}

export function readPendingAction(): PendingAuthAction | null {
  const raw = sessionStorage.getItem(KEY);
  return raw ? (JSON.parse(raw) as PendingAuthAction) : null;
}

export function clearPendingAction() {
  sessionStorage.removeItem(KEY);
}
