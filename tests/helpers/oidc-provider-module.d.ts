// oidc-provider ships no types; the test fixture (tests/helpers/oidc-provider.ts) uses a few of its calls.
declare module 'oidc-provider';
