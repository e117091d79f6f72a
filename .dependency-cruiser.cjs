// Workspace boundaries, checked on resolved files (so an import is caught
// however it is written: by package name or by a relative path). Run by
// `npm test` (scripts/test.mjs) as `depcruise apps packages scripts`.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-app-imports-another-app',
      comment: 'An app uses another only over HTTP; what they share lives in a package (e.g. packages/owner-api).',
      severity: 'error',
      from: { path: '^apps/([^/]+)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
    {
      name: 'no-package-imports-an-app',
      comment: 'Packages sit below the apps: an app may import a package, never the other way round.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'no-relative-import-across-workspaces',
      comment: "Another workspace is imported by its package name (and declared in package.json), never by '../..'.",
      severity: 'error',
      from: { path: '^(apps|packages)/([^/]+)/' },
      to: { path: '^(apps|packages)/', pathNot: '^$1/$2/', dependencyTypes: ['local'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/|^apps/server/data/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.cjs', '.json'],
    },
  },
};
