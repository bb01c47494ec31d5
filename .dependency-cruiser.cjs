// The import rules `npm run lint` holds beside ESLint's (DESIGN.md "Layers inside each room";
// docs/architecture.md). Type-only imports count: a loop through types ties layers together too.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'An import loop between files: move what both need into a module below them, named after what it is.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-folder-circular',
      severity: 'error',
      comment:
        'A folder imports a folder that imports it back: move what the lower one needs down into it or below.',
      scope: 'folder',
      // src/domain and src/server still hold such loops (issue 25); each joins here once it has none.
      from: { path: '^src/(web|cli)/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Nothing imports a test, so a test is on no loop; and a test stands above the folder it tests
    // (with the helpers in testing/), which the folder rule would otherwise count as a loop.
    exclude: { path: '\\.test\\.tsx?$' },
    // Without it TypeScript drops type-only imports before the graph is drawn.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
  },
};
