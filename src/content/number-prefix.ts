/** `01-intro` → { name: 'intro', prefix: 1 }; versions such as `1.2.3-x` are not prefixes. */
export function stripNumberPrefix(name: string): { name: string; prefix?: number } {
  const match = /^(\d+)\s*[-_.]+\s*([^-_.\s\d].*)$/.exec(name);
  return match ? { name: match[2]!, prefix: Number(match[1]) } : { name };
}
