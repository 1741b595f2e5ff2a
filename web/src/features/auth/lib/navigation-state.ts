/** The e-mail address another account page handed over in the navigation state, if any. */
export function emailFromState(state: unknown): string | undefined {
  if (state && typeof state === 'object' && 'email' in state && typeof state.email === 'string') return state.email;
  return undefined;
}

/** The confirmation text the forgot-password page handed over, if any. */
export function noticeFromState(state: unknown): string | undefined {
  if (state && typeof state === 'object' && 'notice' in state && typeof state.notice === 'string') return state.notice;
  return undefined;
}
