/// <reference types="vite/client" />

declare module 'virtual:domain-tokens.css';
declare module 'virtual:font-fallbacks.css';
declare module 'virtual:font-subsets.css';
