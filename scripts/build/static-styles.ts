import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parse } from '@babel/parser'
import MagicString from 'magic-string'
import type { Plugin } from 'vite'

/**
 * Replaces Panda `css({...})`, pattern (`grid`, `flex`, `container`, ...) and recipe calls whose
 * arguments are written out in the source with the class names they produce, computed at build
 * time by Panda's own runtime. Pages then ship no style runtime, and do no style work while they
 * start. Calls with values known only at run time are left as they are (and keep the runtime in
 * that chunk).
 */
type Node = { type: string; start?: number | null; end?: number | null; [key: string]: unknown }
type StyleFunction = (...args: unknown[]) => unknown

const NOT_STATIC = Symbol('not static')

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string'
}

function walk(
  node: Node,
  visit: (node: Node, parent: Node | null) => void,
  parent: Node | null = null,
) {
  visit(node, parent)
  for (const [key, value] of Object.entries(node)) {
    if (key === 'loc' || key === 'extra') continue
    if (Array.isArray(value)) {
      for (const child of value) if (isNode(child)) walk(child, visit, node)
    } else if (isNode(value)) walk(value, visit, node)
  }
}

/** The value of an expression made only of literals, objects and arrays; NOT_STATIC otherwise. */
function evaluate(node: Node, constants: Map<string, Node>): unknown {
  switch (node.type) {
    case 'StringLiteral':
    case 'NumericLiteral':
    case 'BooleanLiteral':
      return node.value
    case 'NullLiteral':
      return null
    case 'TemplateLiteral': {
      const quasis = node.quasis as Array<{ value: { cooked: string } }>
      return (node.expressions as Node[]).length === 0 ? quasis[0]?.value.cooked : NOT_STATIC
    }
    case 'UnaryExpression': {
      const argument = evaluate(node.argument as Node, constants)
      return node.operator === '-' && typeof argument === 'number' ? -argument : NOT_STATIC
    }
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
      return evaluate(node.expression as Node, constants)
    case 'Identifier': {
      const bound = constants.get(node.name as string)
      return bound ? evaluate(bound, constants) : NOT_STATIC
    }
    case 'ArrayExpression': {
      const items = (node.elements as Array<Node | null>).map((element) =>
        element ? evaluate(element, constants) : NOT_STATIC,
      )
      return items.includes(NOT_STATIC) ? NOT_STATIC : items
    }
    case 'ObjectExpression': {
      const result: Record<string, unknown> = {}
      for (const property of node.properties as Node[]) {
        if (property.type !== 'ObjectProperty' || property.computed) return NOT_STATIC
        const key = property.key as Node
        const name =
          key.type === 'Identifier' ? key.name : key.type === 'StringLiteral' ? key.value : null
        if (typeof name !== 'string') return NOT_STATIC
        const value = evaluate(property.value as Node, constants)
        if (value === NOT_STATIC) return NOT_STATIC
        result[name] = value
      }
      return result
    }
    default:
      return NOT_STATIC
  }
}

/** Whether an identifier names a binding here, not a property (`a.badge`, `{ badge: 1 }`). */
function isReference(node: Node, parent: Node | null): boolean {
  if (!parent || parent.type === 'ImportSpecifier') return false
  if (
    (parent.type === 'MemberExpression' || parent.type === 'OptionalMemberExpression') &&
    parent.property === node
  ) {
    return Boolean(parent.computed)
  }
  if ((parent.type === 'ObjectProperty' || parent.type === 'ObjectMethod') && parent.key === node) {
    return Boolean(parent.computed) || parent.value === node
  }
  return true
}

/** Top-level `const NAME = <expression>` declarations, which calls may name as arguments. */
function topLevelConstants(program: Node): Map<string, Node> {
  const constants = new Map<string, Node>()
  for (const statement of program.body as Node[]) {
    const declaration =
      statement.type === 'ExportNamedDeclaration'
        ? (statement.declaration as Node | null)
        : statement
    if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue
    for (const declarator of declaration.declarations as Node[]) {
      const id = declarator.id as Node
      if (id.type === 'Identifier' && declarator.init)
        constants.set(id.name as string, declarator.init as Node)
    }
  }
  return constants
}

export function staticStyles(options: { styledSystem: string }): Plugin {
  let runtime: Promise<Record<string, Record<string, StyleFunction>>> | undefined
  const loadRuntime = () =>
    (runtime ??= Promise.all([
      import(pathToFileURL(resolve(options.styledSystem, 'css/index.mjs')).href),
      import(pathToFileURL(resolve(options.styledSystem, 'patterns/index.mjs')).href),
      import(pathToFileURL(resolve(options.styledSystem, 'recipes/index.mjs')).href),
    ]).then(([css, patterns, recipes]) => ({
      'styled-system/css': css as Record<string, StyleFunction>,
      'styled-system/patterns': patterns as Record<string, StyleFunction>,
      'styled-system/recipes': recipes as Record<string, StyleFunction>,
    })))

  return {
    name: 'static-styles',
    enforce: 'pre',
    async transform(code, id) {
      if (!/\/src\/.*\.tsx?$/.test(id) || !code.includes('styled-system/')) return null
      const modules = await loadRuntime()
      const program = parse(code, { sourceType: 'module', plugins: ['typescript', 'jsx'] })
        .program as unknown as Node
      const constants = topLevelConstants(program)

      // Local name → the build-time function it stands for, and its import specifier.
      const imported = new Map<string, { fn: StyleFunction; specifier: Node; declaration: Node }>()
      for (const statement of program.body as Node[]) {
        if (statement.type !== 'ImportDeclaration') continue
        const source = (statement.source as Node).value as string
        const module = modules[source as keyof typeof modules] as
          Record<string, StyleFunction> | undefined
        if (!module || statement.importKind === 'type') continue
        for (const specifier of statement.specifiers as Node[]) {
          if (specifier.type !== 'ImportSpecifier' || specifier.importKind === 'type') continue
          const importedName = (specifier.imported as Node).name as string
          const fn = module[importedName]
          if (importedName === 'cx' || typeof fn !== 'function') continue
          imported.set((specifier.local as Node).name as string, {
            fn,
            specifier,
            declaration: statement,
          })
        }
      }
      if (imported.size === 0) return null

      const output = new MagicString(code)
      const replaced = new Set<Node>()
      const references = new Map<string, number>()
      walk(program, (node, parent) => {
        if (node.type === 'CallExpression' && (node.callee as Node).type === 'Identifier') {
          const name = (node.callee as Node).name as string
          const style = imported.get(name)
          if (!style) return
          const args = (node.arguments as Node[]).map((argument) => evaluate(argument, constants))
          if (args.includes(NOT_STATIC)) return
          output.overwrite(node.start ?? 0, node.end ?? 0, JSON.stringify(style.fn(...args)))
          replaced.add(node.callee as Node)
          return
        }
        if (
          node.type === 'Identifier' &&
          imported.has(node.name as string) &&
          isReference(node, parent)
        ) {
          references.set(node.name as string, (references.get(node.name as string) ?? 0) + 1)
        }
      })
      // Imports no longer referenced go, so that the runtime is not bundled for nothing.
      const unused = new Set<Node>()
      for (const [name, { specifier }] of imported) {
        const replacedUses = [...replaced].filter((callee) => callee.name === name).length
        if ((references.get(name) ?? 0) === replacedUses) unused.add(specifier)
      }
      for (const declaration of new Set([...imported.values()].map((entry) => entry.declaration))) {
        const specifiers = declaration.specifiers as Node[]
        if (!specifiers.some((specifier) => unused.has(specifier))) continue
        const kept = specifiers.filter((specifier) => !unused.has(specifier))
        const source = JSON.stringify((declaration.source as Node).value)
        const text = kept.map((specifier) => code.slice(specifier.start ?? 0, specifier.end ?? 0))
        output.overwrite(
          declaration.start ?? 0,
          declaration.end ?? 0,
          kept.length === 0 ? '' : `import { ${text.join(', ')} } from ${source}`,
        )
      }
      if (replaced.size === 0) return null
      return { code: output.toString(), map: output.generateMap({ hires: true, source: id }) }
    },
  }
}
