// Which code makes a page hydrate (src/render/code-that-moves.ts): what acts in
// the browser does, what only renders does not.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { codeMoves, movingInputs } from '../../src/render/code-that-moves.js';

describe('code that moves', () => {
  it('finds hooks, handlers, refs, class components and the browser’s globals, as written and as compiled', () => {
    for (const code of [
      'const [n, setN] = useState(0);',
      'React.useEffect(() => {}, []);',
      'const size = useWindowSize();',
      'import { useState as useS } from "react";',
      '<button onClick={() => go()}>Go</button>',
      '(0, jsx)("button", { onClick: go, children: "Go" })',
      '<div ref={(el) => el?.focus()} />',
      'class Clock extends React.Component { componentDidMount() {} }',
      'class Clock extends PureComponent {}',
      'const wide = window.innerWidth > 600;',
      'if (typeof window !== "undefined") start();',
      'if (ExecutionEnvironment.canUseDOM) start();',
      'const { colorMode } = useColorMode();',
      '<BrowserOnly fallback={<p>…</p>}>{() => <Map />}</BrowserOnly>',
    ])
      assert.equal(codeMoves(code), true, code);
  });

  it('lets markup, links, CSS modules and the render-only Docusaurus hooks pass', () => {
    for (const code of [
      'export default function Card({ title }) { return <a className={styles.card} href="/x">{title}</a>; }',
      'const { siteConfig, i18n } = useDocusaurusContext();',
      'const logo = useBaseUrl("/img/logo.svg");',
      'const { versions } = usePluginData("docusaurus-plugin-content-docs");',
      '<svg viewBox="0 0 10 10"><rect width="8" height="8" /></svg>',
      'Read the document and the window of the one-time offer.',
      'const online = "href: /docs";',
    ])
      assert.equal(codeMoves(code), false, code);
  });

  it('counts a package as moving without reading it', () => {
    let read = false;
    const inputs = [
      { path: 'src/components/Card.tsx', fromPackage: false, code: () => 'export default () => <p>card</p>;' },
      {
        path: 'node_modules/x/index.js',
        fromPackage: true,
        code: () => {
          read = true;
          return '';
        },
      },
    ];
    assert.deepEqual(movingInputs(inputs), ['node_modules/x/index.js']);
    assert.equal(read, false);
  });
});
