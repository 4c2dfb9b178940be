// What is tested is what ships (issue 25): the web tests run on Preact, as the browser's build,
// `vite` in development and the server's renderer do (preact-aliases.ts). Fails if an alias is
// dropped and React sneaks back into any of them.
import * as compat from 'preact/compat';
import * as compatClient from 'preact/compat/client';
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import { createRoot } from 'react-dom/client';
import { jsx } from 'react/jsx-runtime';
import { jsx as preactJsx } from 'preact/jsx-runtime';
import { describe, expect, it } from 'vitest';

describe('one renderer', () => {
  it('resolves React, React DOM and the JSX runtime to Preact in the tests', () => {
    expect(React.useState).toBe(compat.useState);
    expect(ReactDOM.createPortal).toBe(compat.createPortal);
    expect(createRoot).toBe(compatClient.createRoot);
    expect(jsx).toBe(preactJsx);
  });

});
