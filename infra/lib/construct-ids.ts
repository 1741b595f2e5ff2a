/** `accounts/login-user` → `AccountsLoginUser`: the construct id of a handler's function (and route integration), or of a domain's stack. */
export function handlerId(handler: string): string {
  return handler
    .split(/[/-]/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}
