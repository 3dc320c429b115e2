// In order: Edge and Opera also say "Chrome", Chrome also says "Safari", Android also says "Linux".
const browsers: ReadonlyArray<[RegExp, string]> = [
  [/Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS/, 'Firefox'],
  [/Chrome\/|CriOS|Chromium/, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const systems: ReadonlyArray<[RegExp, string]> = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Windows/, 'Windows'],
  [/Linux/, 'Linux'],
];

const first = (rules: ReadonlyArray<[RegExp, string]>, text: string) => rules.find(([test]) => test.test(text))?.[1];

/** Names a browser from its user agent the way people name them: "Firefox on Windows". */
export function deviceName(userAgent: string | null): string {
  const browser = userAgent ? first(browsers, userAgent) : undefined;
  const system = userAgent ? first(systems, userAgent) : undefined;
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return browser;
  return system ? `A browser on ${system}` : 'An unknown browser';
}
