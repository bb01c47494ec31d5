// The import rules `npm run lint` holds beside ESLint's (DESIGN.md "Layers inside each room").
// Type-only imports count: a loop through types still ties the files' layers together.
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
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Without it TypeScript drops type-only imports before the graph is drawn.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
  },
};
