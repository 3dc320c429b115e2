/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_LAB_NAME?: string;
  readonly VITE_LAB_COMPANY?: string;
  readonly VITE_CONTACT_EMAIL?: string;
  readonly VITE_LAB_CITY?: string;
  readonly VITE_LAB_REGION?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

declare module 'virtual:domain-tokens.css';
declare module 'virtual:font-fallbacks.css';
declare module 'virtual:font-subsets.css';
