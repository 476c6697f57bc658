/**
 * @jest-environment node
 */
import { lintProbes, type LintProbe } from './lint-probes';

/**
 * Probes of the page frame rule of `eslint.config.mjs` (issue 11): a page of the shell or a remote that names itself
 * by hand (a `<title>`, head tags, its own `h1`, `PageHeading` or `Breadcrumbs`) fails lint, pointing to `PageFrame`.
 */
const lint = (probes: LintProbe[]) => lintProbes(probes, 'no-restricted-syntax');

const handMadeHead = `export default function ProbeRoute() {
  return (
    <div className="sf-page">
      <title>{'Probe'}</title>
      <meta name="robots" content="noindex" />
      <h1>{'Probe'}</h1>
    </div>
  );
}
`;
const handMadeFrame = `import { Breadcrumbs, PageHeading } from '@storefront/ui';

export default function ProbeRoute() {
  return (
    <div className="sf-page">
      <Breadcrumbs items={[{ label: 'Probe' }]} />
      <PageHeading title="Probe" />
    </div>
  );
}
`;
const framed = `import { PageFrame } from '@storefront/ui';

export default function ProbeRoute() {
  return <PageFrame title="Probe" breadcrumbs={[{ label: 'Probe' }]} />;
}
`;

describe('the page frame lint rule', () => {
  it('fails a page that writes its own head tags, h1, heading or trail, in a remote or the shell', () => {
    const [headInRemote, frameInRemote, headInShell] = lint([
      { file: 'mfe-stores/src/routes/probe-route.tsx', code: handMadeHead },
      { file: 'mfe-account/src/features/probe/probe-page.tsx', code: handMadeFrame },
      { file: 'shell/src/pages/probe-page.tsx', code: handMadeHead },
    ]);
    expect(headInRemote).toHaveLength(3);
    expect(frameInRemote).toHaveLength(2);
    expect(headInShell).toHaveLength(3);
    for (const message of [...headInRemote!, ...frameInRemote!, ...headInShell!])
      expect(message).toContain('PageFrame');
  }, 60_000);

  it('lets a page name itself through PageFrame, which alone renders those parts', () => {
    const [inRemote, inFrame] = lint([
      { file: 'mfe-stores/src/routes/probe-route.tsx', code: framed },
      { file: 'packages/ui/src/layout/probe-frame.tsx', code: handMadeFrame },
    ]);
    expect(inRemote).toEqual([]);
    expect(inFrame).toEqual([]);
  }, 60_000);
});
