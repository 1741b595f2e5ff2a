/** A checkout (or pricing) path with `for=<athleteId>`: a parent or guardian buying for her athlete. */
export function withPayingFor(path: string, athleteId: string | null | undefined): string {
  if (!athleteId) return path;
  const [pathname = '', search = ''] = path.split('?');
  const params = new URLSearchParams(search);
  params.set('for', athleteId);
  return `${pathname}?${params.toString()}`;
}
