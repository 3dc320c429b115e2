import { belowWidthQuery, BREAKPOINTS_PX, fromWidthQuery, MARKETING_BREAKPOINTS_PX } from '@filmlab/domain';
import type { Plugin } from 'vite';
import { domainTokens } from '../src/ui/domain-tokens';

/**
 * Breakpoints, sizes and timings live once, in @filmlab/domain (limits.ts). This plugin hands them
 * to the style sheets so no CSS file retypes them:
 * - custom media `(--bp-md)`, `(--below-md)`, `(--mk-md)`, ... (Lightning CSS resolves them), and
 * - `virtual:domain-tokens.css`, a :root block of CSS variables (src/ui/domain-tokens.ts: durations,
 *   fixed sizes, the carousels' layout, the gallery viewer's padding and height).
 */
export function customMediaRules(): string {
  const rules: string[] = [];
  const add = (prefix: string, points: Record<string, number>) => {
    for (const [name, px] of Object.entries(points)) {
      rules.push(`@custom-media --${prefix}-${name} ${fromWidthQuery(px)};`);
      rules.push(`@custom-media --below-${prefix === 'bp' ? '' : `${prefix}-`}${name} ${belowWidthQuery(px)};`);
    }
  };
  add('bp', BREAKPOINTS_PX);
  add('mk', MARKETING_BREAKPOINTS_PX);
  return rules.join('\n');
}

export function domainTokensCss(): string {
  const vars = domainTokens();
  const body = Object.entries(vars)
    .map(([name, value]) => `  ${name}: ${value};`)
    .join('\n');
  return `:root {\n${body}\n}\n@media (prefers-reduced-motion: reduce) {\n  :root {\n    --duration-slide: 0ms;\n    --duration-menu: 0ms;\n    --duration-page: 0ms;\n  }\n}\n`;
}

const VIRTUAL_ID = 'virtual:domain-tokens.css';
const RESOLVED_ID = '\0domain-tokens.css';

export function domainCss(): Plugin {
  const media = customMediaRules();
  return {
    name: 'filmlab:domain-css',
    enforce: 'pre',
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      return id === RESOLVED_ID ? domainTokensCss() : undefined;
    },
    transform(code, id) {
      if (!/\.css($|\?)/.test(id) || id.includes('node_modules') || !code.includes('(--')) return undefined;
      return { code: `${media}\n${code}`, map: null };
    },
  };
}
