#!/usr/bin/env node
// Counts source files over 200 lines and functions over 40 lines (issue 14's measure of long code).
// Source: apps/*/src and packages/*/src, TypeScript, tests excluded. Each function counts by its own
// span from its first to its last line, nested functions included in their parent's span.
// Usage: node scripts/size-report.mjs [--list]
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const root = new URL('..', import.meta.url).pathname;
const roots = ['apps/server/src', 'apps/web/src', 'packages/shared/src', 'packages/tryon/src'];
const FILE_LIMIT = 200;
const FUNCTION_LIMIT = 40;

function* sourceFiles(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (
      /\.tsx?$/.test(name) &&
      !/\.(test|spec)\.tsx?$/.test(name) &&
      !name.endsWith('.d.ts')
    ) {
      yield path;
    }
  }
}

function isFunction(node) {
  return (
    ts.isFunctionDeclaration(node) ||
    ts.isFunctionExpression(node) ||
    ts.isArrowFunction(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isConstructorDeclaration(node) ||
    ts.isGetAccessorDeclaration(node) ||
    ts.isSetAccessorDeclaration(node)
  );
}

function functionName(node) {
  if (node.name && ts.isIdentifier(node.name)) return node.name.text;
  const parent = node.parent;
  if (parent && ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name))
    return parent.name.text;
  if (parent && ts.isPropertyAssignment(parent) && ts.isIdentifier(parent.name))
    return parent.name.text;
  return '(anonymous)';
}

const longFiles = [];
const longFunctions = [];
for (const dir of roots) {
  for (const path of sourceFiles(join(root, dir))) {
    const text = readFileSync(path, 'utf8');
    const rel = relative(root, path);
    const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
    if (lines > FILE_LIMIT) longFiles.push({ rel, lines });
    const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind);
    const visit = (node) => {
      if (isFunction(node) && node.body) {
        const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
        const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
        const span = end - start + 1;
        if (span > FUNCTION_LIMIT)
          longFunctions.push({ rel, name: functionName(node), line: start + 1, span });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
}

if (process.argv.includes('--list')) {
  for (const f of longFiles.sort((a, b) => b.lines - a.lines))
    console.log(`file ${f.lines}\t${f.rel}`);
  for (const f of longFunctions.sort((a, b) => b.span - a.span)) {
    console.log(`fn ${f.span}\t${f.rel}:${f.line} ${f.name}`);
  }
}
console.log(`files over ${FILE_LIMIT} lines: ${longFiles.length}`);
console.log(`functions over ${FUNCTION_LIMIT} lines: ${longFunctions.length}`);
