/**
 * Every React component exported from src/ui has a story: some `*.stories.tsx`
 * under stories/ imports it (by name, or as the default export) from its module.
 * A new component without a story fails this test, named with its file.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const uiDir = path.join(root, 'src/ui');
const storiesDir = path.join(root, 'stories');

function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && keep(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
}

const isComponentName = (name: string) => /^[A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*$/.test(name);
const hasModifier = (node: ts.Node, kind: ts.SyntaxKind) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node)?.some((m) => m.kind === kind) ?? false);

/** "path/without/extension#Name" (or "#default") for each component a .tsx module exports. */
function exportedComponents(file: string): { key: string; name: string }[] {
  const moduleId = file.replace(/\.tsx$/, '');
  const found: { key: string; name: string }[] = [];
  for (const statement of parse(file).statements) {
    if (!hasModifier(statement, ts.SyntaxKind.ExportKeyword)) continue;
    const isDefault = hasModifier(statement, ts.SyntaxKind.DefaultKeyword);
    if (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) {
      const name = statement.name?.text ?? 'default';
      if (isDefault) found.push({ key: `${moduleId}#default`, name });
      else if (isComponentName(name)) found.push({ key: `${moduleId}#${name}`, name });
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        const init = declaration.initializer;
        const functionLike =
          init && (ts.isArrowFunction(init) || ts.isFunctionExpression(init) || ts.isCallExpression(init));
        if (ts.isIdentifier(declaration.name) && isComponentName(declaration.name.text) && functionLike) {
          found.push({ key: `${moduleId}#${declaration.name.text}`, name: declaration.name.text });
        }
      }
    }
  }
  return found;
}

/** The same keys for everything the story files import from modules. */
function importedByStories(): Set<string> {
  const keys = new Set<string>();
  for (const file of filesUnder(storiesDir, (name) => /\.stories\.tsx?$/.test(name))) {
    for (const statement of parse(file).statements) {
      if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
      const specifier = statement.moduleSpecifier.text;
      if (!specifier.startsWith('.')) continue;
      const moduleId = path.resolve(path.dirname(file), specifier).replace(/\.tsx?$/, '');
      const clause = statement.importClause;
      if (clause?.name) keys.add(`${moduleId}#default`);
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) keys.add(`${moduleId}#${(element.propertyName ?? element.name).text}`);
      }
    }
  }
  return keys;
}

describe('story coverage', () => {
  const components = filesUnder(uiDir, (name) => name.endsWith('.tsx') && !name.endsWith('.test.tsx'))
    .sort()
    .flatMap((file) => exportedComponents(file).map((component) => ({ ...component, file })));
  const covered = importedByStories();

  it('finds the components exported from src/ui', () => {
    expect(components.length).toBeGreaterThan(40);
  });

  it('every component exported from src/ui is imported by a story file', () => {
    const missing = components
      .filter((component) => !covered.has(component.key))
      .map((component) => `${path.relative(root, component.file)}: ${component.name}`);
    console.info(`story coverage: ${components.length - missing.length} of ${components.length} components`);
    expect(missing, 'components without a story (import each from a stories/<area>/*.stories.tsx)').toEqual([]);
  });
});

describe('story files share one page per lane', () => {
  it('no story file mocks a module, which would carry over to every story file after it', () => {
    const mocking = filesUnder(storiesDir, (name) => /\.(ts|tsx)$/.test(name) && !name.endsWith('.test.ts'))
      .filter((file) => /\bvi\.(do)?mock\(/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(root, file));
    expect(mocking, 'story files calling vi.mock (pass a fake in through props or args instead)').toEqual([]);
  });
});
