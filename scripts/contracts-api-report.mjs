#!/usr/bin/env node
// The API report of @storefront/contracts, the one package that can break every remote at once (ADR 002): every
// export of packages/contracts/src/index.ts with its full type, read by the TypeScript compiler (program + checker,
// no build), written to packages/contracts/api-report.md. Types the package does not export but its exports use
// (e.g. the locale store's state) are listed too, since changing them changes the surface.
//
//   npm run api-report              writes the report
//   npm run api-report -- --check   exits 1, with the difference, when the checked-in report is not the code's
//
// The order is stable (by source file, then name) and comments are left out, so the report changes only when the
// public surface (or the package version) does, and every such change shows in review.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const packageDir = path.join(root, 'packages', 'contracts');
const sourceDir = path.join(packageDir, 'src');
const entry = path.join(sourceDir, 'index.ts');
const reportFile = path.join(packageDir, 'api-report.md');
const relative = (file) => path.relative(root, file).split(path.sep).join('/');

const nodeFlags =
  ts.NodeBuilderFlags.NoTruncation |
  ts.NodeBuilderFlags.UseSingleQuotesForStringLiteralType |
  ts.NodeBuilderFlags.MultilineObjectLiterals |
  ts.NodeBuilderFlags.GenerateNamesForShadowedTypeParams |
  ts.NodeBuilderFlags.IgnoreErrors;

function createProgram() {
  const configFile = path.join(root, 'tsconfig.base.json');
  const { config, error } = ts.readConfigFile(configFile, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, root, undefined, configFile);
  const program = ts.createProgram([entry], { ...options, noEmit: true });
  const problems = ts
    .getPreEmitDiagnostics(program)
    .filter((diagnostic) => diagnostic.file && diagnostic.file.fileName.startsWith(sourceDir + path.sep));
  if (problems.length > 0) {
    const host = { getCanonicalFileName: (f) => f, getCurrentDirectory: () => root, getNewLine: () => '\n' };
    throw new Error(`packages/contracts does not type-check:\n${ts.formatDiagnostics(problems, host)}`);
  }
  return program;
}

/** `…/node_modules/@types/react/index` → `react`: the report must not depend on where the repository is. */
function moduleName(file) {
  const inPackages = file.split('/node_modules/').at(-1);
  if (inPackages === file) return path.isAbsolute(file) ? relative(file) : file;
  const parts = inPackages.replace(/(\/index)?(\.d)?\.[cm]?[jt]sx?$|\/index$/, '').split('/');
  if (parts[0] === '@types') {
    parts.shift();
    if (parts[0]?.includes('__')) parts.splice(0, 1, ...parts[0].replace('__', '/').split('/'));
  }
  return parts.join('/');
}

const isOwnDeclaration = (declaration) => declaration.getSourceFile().fileName.startsWith(sourceDir + path.sep);

/** The report of the code as it is now: its text, and its entries by name (for the check's hints). */
function buildReport() {
  const program = createProgram();
  const checker = program.getTypeChecker();
  const printer = ts.createPrinter({ removeComments: true, newLine: ts.NewLineKind.LineFeed });
  const version = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')).version;
  const indexFile = program.getSourceFile(entry);
  const moduleSymbol = indexFile && checker.getSymbolAtLocation(indexFile);
  if (!moduleSymbol) throw new Error(`${relative(entry)} is not a module`);

  const exported = new Map(); // declaration symbol → exported name
  for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    exported.set(target, symbol.name);
  }

  const externalImports = new Map(); // module specifier → Set of imported names ("* as v" for namespaces)
  const forgotten = new Map(); // symbol → its entry: not exported, but used by what is (null while being described)
  const modifiers = (...kinds) => kinds.map((kind) => ts.factory.createModifier(kind));
  /**
   * The members of every union in order of their text: the checker lists a union's members in the order their types
   * were created, which depends on what else the program checked first (a clean clone and a warm tree differ).
   */
  const sortUnions = (node, sourceFile) =>
    ts.transform(node, [
      (context) => {
        const visit = (child) => {
          const visited = ts.visitEachChild(child, visit, context);
          if (!ts.isUnionTypeNode(visited)) return visited;
          const text = (member) => printer.printNode(ts.EmitHint.Unspecified, member, sourceFile);
          const sorted = [...visited.types].sort((a, b) => (text(a) < text(b) ? -1 : text(a) > text(b) ? 1 : 0));
          return ts.factory.updateUnionTypeNode(visited, ts.factory.createNodeArray(sorted));
        };
        return (root) => ts.visitNode(root, visit);
      },
    ]).transformed[0];
  const print = (node, sourceFile) =>
    printer
      .printNode(ts.EmitHint.Unspecified, sortUnions(node, sourceFile), sourceFile)
      .replace(/import\("([^"]+)"\)/g, (_, file) => {
        return `import('${moduleName(file)}')`;
      });

  /** Notes the declarations a printed node refers to by name: imports from other packages, unexported locals. */
  function noteReferences(node, scope) {
    const visit = (child) => {
      let name;
      if (ts.isTypeReferenceNode(child) || ts.isExpressionWithTypeArguments(child)) {
        name = ts.isTypeReferenceNode(child) ? child.typeName : child.expression;
      } else if (ts.isTypeQueryNode(child)) {
        name = child.exprName;
      }
      if (name) {
        let left = name;
        while (ts.isQualifiedName(left) || ts.isPropertyAccessExpression(left)) {
          left = ts.isQualifiedName(left) ? left.left : left.expression;
        }
        if (ts.isIdentifier(left)) noteName(left.text, scope);
      }
      ts.forEachChild(child, visit);
    };
    visit(node);
  }

  function noteName(name, scope) {
    const flags = ts.SymbolFlags.Type | ts.SymbolFlags.Value | ts.SymbolFlags.Namespace | ts.SymbolFlags.Alias;
    const local = checker.getSymbolsInScope(scope, flags).find((candidate) => candidate.name === name);
    if (!local || local.flags & ts.SymbolFlags.TypeParameter) return;
    // A declaration's local symbol and the symbol its module exports are two objects: compare the exported one.
    const symbol = checker.getExportSymbolOfSymbol(local);
    const declaration = symbol.declarations?.[0];
    if (!declaration) return;
    if (symbol.flags & ts.SymbolFlags.Alias) {
      const specifier = importSpecifierOf(declaration);
      if (specifier && !specifier.startsWith('.')) {
        const names = externalImports.get(specifier) ?? new Set();
        names.add(ts.isNamespaceImport(declaration) ? `* as ${name}` : name);
        externalImports.set(specifier, names);
        return;
      }
      const target = checker.getAliasedSymbol(symbol);
      if (!exported.has(target)) noteForgotten(target);
      return;
    }
    if (isOwnDeclaration(declaration) && !exported.has(symbol)) noteForgotten(symbol);
  }

  function noteForgotten(symbol) {
    if (forgotten.has(symbol) || !symbol.declarations?.some(isOwnDeclaration)) return;
    forgotten.set(symbol, null);
    forgotten.set(symbol, describe(symbol, symbol.name, false));
  }

  function importSpecifierOf(declaration) {
    let node = declaration;
    while (node && !ts.isImportDeclaration(node)) node = node.parent;
    return node && ts.isStringLiteral(node.moduleSpecifier) ? node.moduleSpecifier.text : undefined;
  }

  function typeNode(type, scope) {
    const schema = schemaTypes(type);
    if (schema) {
      // A valibot schema's own type spells out every pipe and issue; what callers rely on is what it reads and gives.
      const output = typeNode(schema.output, scope);
      const input = schema.sameTypes ? [] : [typeNode(schema.input, scope)];
      const names = externalImports.get('valibot') ?? new Set();
      externalImports.set('valibot', names.add('* as v'));
      return ts.factory.createTypeReferenceNode(
        ts.factory.createQualifiedName(ts.factory.createIdentifier('v'), 'GenericSchema'),
        [...input, output],
      );
    }
    const node = checker.typeToTypeNode(type, scope, nodeFlags);
    if (!node) throw new Error(`cannot print the type of ${scope.getText()}`);
    noteReferences(node, scope);
    return node;
  }

  /** The input and output types of a valibot schema (a type with `kind: 'schema'` and `~types`), else undefined. */
  function schemaTypes(type) {
    const kind = type.getProperty('kind');
    const types = type.getProperty('~types');
    if (!kind || !types || checker.typeToString(checker.getTypeOfSymbol(kind)) !== '"schema"') return undefined;
    const holder = checker.getNonNullableType(checker.getTypeOfSymbol(types));
    const [input, output] = ['input', 'output'].map((name) => holder.getProperty(name));
    if (!input || !output) return undefined;
    const inputType = checker.getTypeOfSymbol(input);
    const outputType = checker.getTypeOfSymbol(output);
    const sameTypes =
      checker.isTypeAssignableTo(inputType, outputType) && checker.isTypeAssignableTo(outputType, inputType);
    return { input: inputType, output: outputType, sameTypes };
  }

  /** Prints one declaration the way a .d.ts would, with the checker's types (inferred ones included). */
  function declarationText(declaration, name, isExported) {
    const sourceFile = declaration.getSourceFile();
    const exportKeyword = isExported ? [ts.SyntaxKind.ExportKeyword] : [];
    if (ts.isFunctionDeclaration(declaration)) {
      const signature = checker.getSignatureFromDeclaration(declaration);
      const built = checker.signatureToSignatureDeclaration(
        signature,
        ts.SyntaxKind.FunctionDeclaration,
        declaration,
        nodeFlags,
      );
      noteReferences(built, declaration);
      const node = ts.factory.createFunctionDeclaration(
        modifiers(...exportKeyword, ts.SyntaxKind.DeclareKeyword),
        undefined,
        name,
        built.typeParameters,
        built.parameters,
        built.type,
        undefined,
      );
      return print(node, sourceFile);
    }
    if (ts.isVariableDeclaration(declaration)) {
      const type = checker.getTypeOfSymbolAtLocation(checker.getSymbolAtLocation(declaration.name), declaration);
      const statement = ts.factory.createVariableStatement(
        modifiers(...exportKeyword, ts.SyntaxKind.DeclareKeyword),
        ts.factory.createVariableDeclarationList(
          [ts.factory.createVariableDeclaration(name, undefined, typeNode(type, declaration))],
          ts.NodeFlags.Const,
        ),
      );
      return print(statement, sourceFile);
    }
    if (ts.isTypeAliasDeclaration(declaration) && !declaration.typeParameters) {
      // The resolved type, so that `v.InferOutput<typeof schema>` shows the fields a schema change changes.
      const type = checker.getTypeAtLocation(declaration.name);
      const resolved = checker.typeToTypeNode(type, declaration, nodeFlags | ts.NodeBuilderFlags.InTypeAlias);
      noteReferences(resolved, declaration);
      const node = ts.factory.createTypeAliasDeclaration(modifiers(...exportKeyword), name, undefined, resolved);
      return print(node, sourceFile);
    }
    if (
      ts.isInterfaceDeclaration(declaration) ||
      ts.isTypeAliasDeclaration(declaration) ||
      ts.isEnumDeclaration(declaration)
    ) {
      // As written: the members are the surface, and they name their types as the source does.
      noteReferences(declaration, declaration);
      const withModifiers = ts.isInterfaceDeclaration(declaration)
        ? ts.factory.updateInterfaceDeclaration(
            declaration,
            modifiers(...exportKeyword),
            ts.factory.createIdentifier(name),
            declaration.typeParameters,
            declaration.heritageClauses,
            declaration.members,
          )
        : ts.isTypeAliasDeclaration(declaration)
          ? ts.factory.updateTypeAliasDeclaration(
              declaration,
              modifiers(...exportKeyword),
              ts.factory.createIdentifier(name),
              declaration.typeParameters,
              declaration.type,
            )
          : ts.factory.updateEnumDeclaration(
              declaration,
              modifiers(...exportKeyword),
              ts.factory.createIdentifier(name),
              declaration.members,
            );
      return print(withModifiers, sourceFile);
    }
    throw new Error(
      `${relative(sourceFile.fileName)}: ${name} is a ${ts.SyntaxKind[declaration.kind]}, which ` +
        'scripts/contracts-api-report.mjs cannot print yet: teach it, or export a function, constant or type instead.',
    );
  }

  function describe(symbol, name, isExported) {
    const own = (symbol.declarations ?? []).filter(isOwnDeclaration);
    // Overloads are the signatures callers see; the implementation's own is not one of them.
    const overloads = own.filter((declaration) => ts.isFunctionDeclaration(declaration) && !declaration.body);
    const declarations = overloads.length > 0 ? overloads : own;
    if (declarations.length === 0) throw new Error(`${name} has no declaration in packages/contracts/src`);
    return {
      name,
      file: relative(declarations[0].getSourceFile().fileName),
      text: declarations.map((declaration) => declarationText(declaration, name, isExported)).join('\n'),
    };
  }

  const entries = [...exported].map(([symbol, name]) => describe(symbol, name, true));
  const hidden = [...forgotten.values()];
  const byFileThenName = (a, b) => a.file.localeCompare(b.file, 'en') || a.name.localeCompare(b.name, 'en');
  const section = (list) => {
    const lines = [];
    let file;
    for (const item of [...list].sort(byFileThenName)) {
      if (item.file !== file) {
        if (file !== undefined) lines.push('');
        lines.push(`// ${item.file}`);
        file = item.file;
      }
      lines.push(item.text);
    }
    return lines.join('\n');
  };
  const imports = [...externalImports]
    .sort(([a], [b]) => a.localeCompare(b, 'en'))
    .map(([specifier, names]) => {
      const namespace = [...names].find((n) => n.startsWith('* as '));
      const named = [...names].filter((n) => !n.startsWith('* as ')).sort();
      return [
        ...(namespace ? [`import type ${namespace} from '${specifier}';`] : []),
        ...(named.length > 0 ? [`import type { ${named.join(', ')} } from '${specifier}';`] : []),
      ].join('\n');
    })
    .join('\n');

  const text = [
    '# @storefront/contracts: API report',
    '',
    `Version ${version}. Generated by \`npm run api-report\` from \`packages/contracts/src/index.ts\`: do not edit.`,
    '`npm test` runs `npm run api-report -- --check`, which fails when this file is not what the code exports, so',
    'every change to the public surface shows here in review. The rule for changing it: `packages/contracts/README.md`',
    'and `docs/decisions/002-contracts-versioning.md`.',
    '',
    `## Exports (${entries.length})`,
    '',
    '```ts',
    ...(imports ? [imports, ''] : []),
    section(entries),
    '```',
    '',
    ...(hidden.length > 0
      ? [
          `## Used by the exports, not exported (${hidden.length})`,
          '',
          'Changing one of these changes the exports above.',
          '',
          '```ts',
          section(hidden),
          '```',
          '',
        ]
      : []),
  ].join('\n');
  return { text, version, names: new Set(entries.map((item) => item.name)) };
}

/** A line diff (longest common subsequence) with two lines of context around each change. */
function lineDiff(before, after, context = 2) {
  const a = before.split('\n');
  const b = after.split('\n');
  const lcs = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lcs[i][j] = a[i] === b[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
    }
  }
  const ops = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) ops.push({ sign: ' ', line: a[i++], at: ++j });
    else if (i < a.length && (j >= b.length || lcs[i + 1][j] >= lcs[i][j + 1])) {
      ops.push({ sign: '-', line: a[i++], at: j + 1 });
    } else ops.push({ sign: '+', line: b[j++], at: j });
  }
  const keep = ops.map((_, index) =>
    ops.slice(Math.max(0, index - context), index + context + 1).some((op) => op.sign !== ' '),
  );
  const out = [];
  ops.forEach((op, index) => {
    if (!keep[index]) return;
    if (index === 0 || !keep[index - 1]) out.push(`@@ line ${op.at} of the new report @@`);
    out.push(`${op.sign} ${op.line}`);
  });
  return out.join('\n');
}

function exportedNamesOf(report) {
  const exportsSection = report.split(/^## Used by the exports/m)[0] ?? '';
  const pattern = /^export (?:declare )?(?:function|const|interface|type|enum) ([A-Za-z_$][\w$]*)/gm;
  return new Set([...exportsSection.matchAll(pattern)].map((match) => match[1]));
}

function main() {
  const check = process.argv.includes('--check');
  const report = buildReport();
  if (!check) {
    writeFileSync(reportFile, report.text);
    console.log(`api-report: wrote ${relative(reportFile)} (${report.names.size} exports of @storefront/contracts)`);
    return;
  }
  let checkedIn = '';
  try {
    checkedIn = readFileSync(reportFile, 'utf8');
  } catch {
    // missing: reported below like any other difference
  }
  if (checkedIn === report.text) {
    console.log(`api-report: ${relative(reportFile)} matches the code (${report.names.size} exports)`);
    return;
  }
  const before = exportedNamesOf(checkedIn);
  const removed = [...before].filter((name) => !report.names.has(name));
  const added = [...report.names].filter((name) => !before.has(name));
  const sameVersion = checkedIn.includes(`Version ${report.version}.`);
  const lines = [
    `api-report: the public surface of @storefront/contracts differs from ${relative(reportFile)}.`,
    '',
    `--- ${relative(reportFile)} (checked in)`,
    '+++ the code now',
    checkedIn === '' ? '(no checked-in report)' : lineDiff(checkedIn, report.text),
    '',
    ...(removed.length > 0
      ? [`Removed: ${removed.join(', ')}. A removal breaks remotes built against it (ADR 002: a new name instead).`]
      : []),
    ...(added.length > 0 ? [`Added: ${added.join(', ')}.`] : []),
    ...(sameVersion
      ? [
          `The package is still ${report.version}. An addition bumps its minor version (packages/contracts/package.json),`,
          'and the builds that use it require that version in their package.json; a change to an existing export is',
          'breaking: give it a new name instead (ADR 002, packages/contracts/README.md).',
        ]
      : []),
    'If the change is intended, run `npm run api-report` and commit packages/contracts/api-report.md with it.',
  ];
  console.error(lines.join('\n'));
  process.exitCode = 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main();
  } catch (error) {
    console.error(`api-report: ${error instanceof Error ? error.message : error}`);
    process.exitCode = 1;
  }
}
