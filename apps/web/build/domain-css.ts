import {
  BREAKPOINTS_PX,
  CART_PANEL_HEIGHT_PX,
  CART_PANEL_VIEWPORT_MARGIN_PX,
  CART_PANEL_WIDTH_PX,
  CART_SIDEBAR_WIDTH_PX,
  MARKETING_BREAKPOINTS_PX,
  MOBILE_MENU_SLIDE_MS,
  PAGE_TRANSITION_MS,
  QUANTITY_STEPPER_WIDTH_PX,
  SHOP_HEADER_HEIGHT_PX,
  SHOP_HEADER_SHRUNK_HEIGHT_PX,
  SHOP_MENU_ANIMATION_MS,
} from '@filmlab/domain';
import type { Plugin } from 'vite';

/**
 * Breakpoints, sizes and timings live once, in @filmlab/domain (limits.ts). This plugin hands them
 * to the style sheets so no CSS file retypes them:
 * - custom media `(--bp-md)`, `(--below-md)`, `(--mk-md)`, ... (Lightning CSS resolves them), and
 * - `virtual:domain-tokens.css`, a :root block of CSS variables (durations and fixed sizes).
 */
export function customMediaRules(): string {
  const rules: string[] = [];
  const add = (prefix: string, points: Record<string, number>) => {
    for (const [name, px] of Object.entries(points)) {
      rules.push(`@custom-media --${prefix}-${name} (min-width: ${px}px);`);
      rules.push(`@custom-media --below-${prefix === 'bp' ? '' : `${prefix}-`}${name} (max-width: ${px - 0.02}px);`);
    }
  };
  add('bp', BREAKPOINTS_PX);
  add('mk', MARKETING_BREAKPOINTS_PX);
  return rules.join('\n');
}

export function domainTokensCss(): string {
  const vars: Record<string, string> = {
    '--duration-slide': `${MOBILE_MENU_SLIDE_MS}ms`,
    '--duration-menu': `${SHOP_MENU_ANIMATION_MS}ms`,
    '--duration-page': `${PAGE_TRANSITION_MS}ms`,
    '--shop-header-height': `${SHOP_HEADER_HEIGHT_PX}px`,
    '--shop-header-height-shrunk': `${SHOP_HEADER_SHRUNK_HEIGHT_PX}px`,
    '--cart-panel-width': `${CART_PANEL_WIDTH_PX}px`,
    '--cart-panel-height': `${CART_PANEL_HEIGHT_PX}px`,
    '--cart-panel-viewport-margin': `${CART_PANEL_VIEWPORT_MARGIN_PX}px`,
    '--cart-sidebar-width': `${CART_SIDEBAR_WIDTH_PX}px`,
    '--stepper-width': `${QUANTITY_STEPPER_WIDTH_PX}px`,
  };
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
