import { Container, ContainerModule } from 'inversify'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { createReflectMetadata, installReflectMetadata, type ReflectMetadata } from '../../../ui/reflect-metadata-lite'

const Metadata = suite('the Reflect metadata functions the production build gives inversify')

Metadata('a value is read back from its own target and property key only', () => {
  const r = createReflectMetadata()
  const target = {}
  r.defineMetadata('id', 7, target)
  r.defineMetadata('id', 'method', target, 'run')
  assert.is(r.getOwnMetadata('id', target), 7)
  assert.is(r.getOwnMetadata('id', target, 'run'), 'method')
  assert.is(r.getOwnMetadata('id', {}), undefined)
  assert.is(r.getOwnMetadata('other', target), undefined)
  assert.ok(r.hasOwnMetadata('id', target))
  assert.not.ok(r.hasOwnMetadata('id', target, 'stop'))
  r.defineMetadata('id', 8, target)
  assert.is(r.getOwnMetadata('id', target), 8, 'defining again replaces the value')
})

Metadata('getMetadata looks up the prototype chain; getOwnMetadata does not', () => {
  const r = createReflectMetadata()
  class Base {}
  class Derived extends Base {}
  r.defineMetadata('tag', 'base', Base)
  assert.is(r.getMetadata('tag', Derived), 'base')
  assert.ok(r.hasMetadata('tag', Derived))
  assert.is(r.getOwnMetadata('tag', Derived), undefined)
  r.defineMetadata('tag', 'derived', Derived)
  assert.is(r.getMetadata('tag', Derived), 'derived')
  assert.is(r.getMetadata('tag', Object.create(null) as object), undefined)
})

Metadata('installing keeps functions that are already there', () => {
  const existing = () => 'full build'
  const reflect = { getOwnMetadata: existing }
  installReflectMetadata(reflect)
  assert.is(reflect.getOwnMetadata, existing)
  const bare: Partial<ReflectMetadata> = {}
  installReflectMetadata(bare)
  assert.type(bare.defineMetadata, 'function')
})

Metadata('inversify binds, loads modules and resolves over these functions alone', () => {
  const global = Reflect as unknown as ReflectMetadata
  const names = ['defineMetadata', 'getOwnMetadata', 'getMetadata', 'hasOwnMetadata', 'hasMetadata'] as const
  const originals = Object.fromEntries(names.map((n) => [n, global[n]]))
  Object.assign(Reflect, createReflectMetadata())
  try {
    const container = new Container()
    const NAME = Symbol('name')
    const GREETING = Symbol('greeting')
    container.bind<string>(NAME).toConstantValue('anna')
    container.load(
      new ContainerModule(({ bind }) => {
        bind<string>(GREETING)
          .toDynamicValue((ctx) => `hello ${ctx.get<string>(NAME)}`)
          .inSingletonScope()
      }),
    )
    assert.is(container.get<string>(GREETING), 'hello anna')
    assert.is(container.get<string>(GREETING), container.get<string>(GREETING))
  } finally {
    Object.assign(Reflect, originals)
  }
})

Metadata.run()
