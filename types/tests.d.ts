// Ambient types for the JS type check (tsconfig.json): what browser tests and bench scripts put on
// `window` from page.evaluate / addInitScript to read back later.

interface Window {
  __ready?: any;
  __results?: any[];
  __progress?: any[];
  __md?: any[];
  __live?: any[];
  __pwned?: boolean;
  owned?: boolean;
}
