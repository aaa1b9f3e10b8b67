/**
 * The layering of docs/architecture.md ("Where things live"), checked on every
 * `npm test`: each rule names a folder and what it must not reach. Colocated
 * tests (`*.test.ts(x)`) are tests, which may import everything, so the rules
 * look only at the code the app and the CLI run and at test support
 * (`testing/` folders), which other modules' tests import.
 *
 * `type` imports are erased at build time, so where the table says "types",
 * a rule forbids only imports that are not type-only.
 *
 * build/ (the Vite plugins and bundle settings, run in Node by vite.config.ts)
 * is cruised too: it may import src, never the reverse.
 */
const TESTS = '\\.test\\.tsx?$';

/** Packages a pure module must not load: rendering, forms, the database and the AI SDK. */
const UI_AND_IO_PACKAGES =
  '(^|/)node_modules/(react|react-dom|react-i18next|@xstate/react|@rjsf/[^/]+|@headlessui/react|recharts|@supabase/[^/]+|@electric-sql/[^/]+|openai)(/|$)';

/** The modules that draw with recharts: src/ui/.../<Name>Chart.tsx, the Lazy… wrappers that load them aside. */
const CHART_MODULES = '^src/ui/[a-z-]+/(?!Lazy)[A-Z][A-Za-z]+Chart[.]tsx$';

/** `from` for a folder's own code, its tests left out. */
function code(folder) {
  return { path: `^src/${folder}/`, pathNot: TESTS };
}

/** `to` for anything in src outside the listed folders. */
function outside(...folders) {
  return { path: '^src/', pathNot: `^src/(${folders.join('|')})/` };
}

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules that import each other cannot be understood, tested or moved one at a time.',
      from: { path: '^(src|build)/' },
      to: { circular: true },
    },
    {
      name: 'src-not-to-tests-or-stories',
      severity: 'error',
      comment:
        'What the app and its test support run lives in src; tests/ and stories/ build on src, never the reverse.',
      from: { path: '^src/', pathNot: TESTS },
      to: { path: '^(tests|stories)/' },
    },
    {
      name: 'runtime-never-imports-build',
      severity: 'error',
      comment:
        'build/ holds what runs in Node while Vite builds or serves the app (its plugins, the settings of the production bundle); the app and the CLI never import it, so none of it can land in a bundle. Tests may, to check a plugin.',
      from: { path: '^src/', pathNot: TESTS },
      to: { path: '^build/' },
    },
    {
      name: 'no-barrels',
      severity: 'error',
      comment:
        'Modules are imported from the file that defines them; an index.ts that only re-exports hides where things live. The three index.ts files are modules of their own (the RJSF theme, the JSON-Logic runtime, the i18next setup).',
      from: { path: '^(src|build|tests|stories)/' },
      to: { path: '(^|/)index\\.tsx?$', pathNot: '^src/(ui/rjsf-theme|engine/logic|i18n)/index\\.ts$|node_modules' },
    },
    {
      name: 'content-is-the-base',
      severity: 'error',
      comment: 'Content (bank and glossary types, loading and validation) depends on nothing but its JSON.',
      from: code('content'),
      to: outside('content'),
    },
    {
      name: 'engine-only-on-content',
      severity: 'error',
      comment: 'The engine turns banks into forms; it builds on content alone.',
      from: code('engine'),
      to: outside('engine', 'content'),
    },
    {
      name: 'scoring-only-on-content-and-engine',
      severity: 'error',
      comment: 'Scoring is pure and driven by scoring-rules/; it builds on content and the JSON-Logic engine alone.',
      from: code('scoring'),
      to: outside('scoring', 'engine', 'content'),
    },
    {
      name: 'scoring-not-to-ai-rules',
      severity: 'error',
      comment:
        'The AI rules file (prompts, the fallback\u2019s rules and texts) and its meta-schema are the AI\u2019s: scoring reads only its own rule files. Where a result is shown, the fallback\u2019s texts join the scoring messages through src/ai/ai-rule-messages.ts.',
      from: code('scoring'),
      to: { path: '^scoring-rules/(schema/)?ai-[^/]*[.]json$' },
    },
    {
      name: 'machines-on-pure-modules',
      severity: 'error',
      comment:
        'Machines build on the pure modules (and the messages of i18n/user-message.ts); side effects come in with .provide(), as actors and actions built on the ports.',
      from: code('machines'),
      to: { path: '^src/', pathNot: '^src/(machines|content|engine|scoring|data)/|^src/i18n/user-message\\.ts$' },
    },
    {
      name: 'machines-only-types-of-scoring-and-data',
      severity: 'error',
      comment:
        'Machines see scoring results and stored rows as types; the store, ids and the clock come in with .provide() (or the input). Their test support (testing/) builds real rows.',
      from: { path: '^src/machines/', pathNot: `${TESTS}|^src/machines/testing/` },
      to: { path: '^src/(scoring|data)/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'ai-on-scoring',
      severity: 'error',
      comment:
        'The AI analysis builds on scoring (and the content and engine scoring reads); it sees the evaluation machine only as the type of the actor it provides.',
      from: code('ai'),
      to: outside('ai', 'scoring', 'engine', 'content', 'machines'),
    },
    {
      name: 'ai-only-types-of-machines',
      severity: 'error',
      from: code('ai'),
      to: { path: '^src/machines/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'data-on-its-own-types',
      severity: 'error',
      comment:
        "The ports and adapters store what the pure modules describe, and import nothing else of theirs; but for engine/locked-answers.ts: a review packet must leave out exactly the answers that are the investor's forecast, and that rule is written once.",
      from: code('data'),
      to: { path: '^src/', pathNot: '^src/(data|content|scoring)/|^src/engine/locked-answers[.]ts$' },
    },
    {
      name: 'data-only-types-of-content-and-scoring',
      severity: 'error',
      comment:
        'The store checks stored results against the lists of risk types, ratings and stage keys that scoring writes once, in src/scoring/types.ts (a file that imports nothing); any other scoring or content code is a type to it.',
      from: code('data'),
      to: {
        path: '^src/(content|scoring)/',
        pathNot: '^src/scoring/types[.]ts$',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'scoring-types-import-nothing',
      severity: 'error',
      comment:
        'The store imports the value lists of src/scoring/types.ts; were that file to import code, the store would load scoring with it.',
      from: { path: '^src/scoring/types[.]ts$' },
      to: { dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'ui-not-to-app-ai-cli',
      severity: 'error',
      comment:
        'Components receive data and callbacks: the AI and the CLI are never theirs to import. The AI settings come in as the port in src/ai/ai-settings-contract.ts.',
      from: code('ui'),
      to: { path: '^src/(ai|cli)/', pathNot: '^src/ai/ai-settings-contract\\.ts$' },
    },
    {
      name: 'ui-ports-as-types',
      severity: 'error',
      comment: 'The AI settings port is a contract; the app passes its implementation.',
      from: code('ui'),
      to: { path: '^src/ai/ai-settings-contract\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'ui-only-types-of-machines-and-data',
      severity: 'error',
      comment:
        'Components never call the database: stored rows and machine snapshots are types to them. The field limits the database enforces are plain numbers the form shows.',
      from: code('ui'),
      to: { path: '^src/(machines|data)/', pathNot: '^src/data/limits\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'rjsf-theme-not-to-form',
      severity: 'error',
      comment: 'The form renders with the RJSF theme; the theme must not reach back into the form.',
      from: code('ui/rjsf-theme'),
      to: { path: '^src/ui/form/' },
    },
    {
      name: 'rjsf-theme-not-to-data',
      severity: 'error',
      comment:
        'The theme renders what its caller hands it: the limits a typed text is held to come in through the form context (QuestionForm passes the store\u2019s), so the theme, which the form bench ships too, knows nothing of the store, not even its types.',
      from: code('ui/rjsf-theme'),
      to: { path: '^src/data/' },
    },
    {
      name: 'i18n-on-content-and-scoring',
      severity: 'error',
      comment: 'The string tables know the languages of content and the messages of scoring-rules/, nothing else.',
      from: code('i18n'),
      to: outside('i18n', 'content', 'scoring'),
    },
    {
      name: 'cli-on-content-scoring-ai',
      severity: 'error',
      comment: 'The editors\u2019 command line checks and runs content, scoring and the AI rules, without the app.',
      from: code('cli'),
      to: outside('cli', 'content', 'engine', 'scoring', 'ai'),
    },
    {
      name: 'studio-on-content-engine-scoring-ui-i18n',
      severity: 'error',
      comment:
        'The content studio (a dev-only page, `npm run studio`) shows and checks content with the components and tables of the app; it reaches its server only through its client module, never the app, the store or the AI.',
      from: code('studio'),
      to: outside('studio', 'content', 'engine', 'scoring', 'ui', 'i18n'),
    },
    {
      name: 'nothing-imports-studio',
      severity: 'error',
      comment:
        'The studio is a dev tool: were any module of the app to import it, it could land in the production bundle.',
      from: { path: '^src/', pathNot: `^src/studio/|${TESTS}` },
      to: { path: '^src/studio/' },
    },
    {
      name: 'app-is-the-root',
      severity: 'error',
      comment: 'Only the composition root imports the composition root.',
      from: { path: '^src/', pathNot: `^src/app/|${TESTS}` },
      to: { path: '^src/app/' },
    },
    {
      name: 'pure-modules-stay-pure',
      severity: 'error',
      comment: 'content, engine, scoring and machines never load React, RJSF, the database or the AI SDK.',
      from: { path: '^src/(content|engine|scoring|machines)/' },
      to: { path: UI_AND_IO_PACKAGES },
    },
    {
      name: 'ui-not-to-database-or-ai-sdk',
      severity: 'error',
      comment: 'Components never call the database or the AI.',
      from: { path: '^src/ui/' },
      to: { path: '(^|/)node_modules/(@supabase/[^/]+|@electric-sql/[^/]+|openai)(/|$)' },
    },
    {
      name: 'recharts-only-in-chart-modules',
      severity: 'error',
      comment:
        'The chart library is heavy: only the chart modules (src/ui/.../<Name>Chart.tsx, not the Lazy… wrappers) import it, so it stays in their chunks.',
      from: { path: '^src/', pathNot: `${TESTS}|${CHART_MODULES}` },
      to: { path: '(^|/)node_modules/recharts(/|$)' },
    },
    {
      name: 'chart-modules-load-lazily',
      severity: 'error',
      comment:
        'A chart module is reached only through import() (its Lazy… wrapper), where the bundler starts a chunk of its own: recharts never reaches the first visit or the signed-in screens.',
      from: { path: '^src/', pathNot: TESTS },
      to: { path: CHART_MODULES, dynamic: false, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'database-runtimes-load-lazily',
      severity: 'error',
      comment:
        'PGlite (megabytes with its files), supabase-js and the adapters built on them are reached only through import(), so neither lands in the first visit: only the adapters themselves import them statically.',
      from: { path: '^src/', pathNot: `${TESTS}|^src/data/(local|supabase)/` },
      to: {
        path: '^src/data/(local|supabase)/|(^|/)node_modules/(@electric-sql/[^/]+|@supabase/[^/]+|ws)(/|$)',
        // The key under which the embedded runtime keeps the session: a constant, read before anything opens.
        pathNot: '^src/data/local/session-store[.]ts$',
        dynamic: false,
        dependencyTypesNot: ['type-only'],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
