// The files of a new domain's skeleton (tools/generators/domain/generate.mjs): a contract with one
// route, a NestJS service answering it from its own schema, a remote exposing one screen that calls
// it through the typed client. Each is the smallest that follows the house style, with tests.

/** harvest-plan → { name, pascal: HarvestPlan, camel: harvestPlan, constant: HARVEST_PLAN, env: HARVEST_PLAN, remote: mfe_harvest_plan } */
export function namesOf(name, { label, port }) {
  const words = name.split('-');
  const pascal = words.map((w) => w[0].toUpperCase() + w.slice(1)).join('');
  return {
    name, label, port, pascal,
    camel: pascal[0].toLowerCase() + pascal.slice(1),
    constant: words.join('_').toUpperCase(),
    remote: `mfe_${words.join('_')}`,
    remoteDir: `mfe-${name}`,
    schema: words.join('_'),
  };
}

const migrationTime = 1799000000000;

export function contractFiles(n) {
  return {
    [`libs/contracts/src/${n.name}/subjects.ts`]: `/** NATS subjects of the ${n.name} service (queue group '${n.name}'). */
export const ${n.constant}_SUBJECTS = {
  ping: '${n.name}.system.ping',
  items: {
    /** GET /inasaku/${n.name}-items */
    list: '${n.name}.items.list',
  },
} as const;
`,
    [`libs/contracts/src/${n.name}/items.ts`]: `import { z } from 'zod';

/** GET /inasaku/${n.name}-items: the account's items of the year (no query). */
export const list${n.pascal}ItemsSchema = z.object({}).strict();

export const ${n.camel}ItemSchema = z.object({
  item_id: z.string().uuid(),
  item_name: z.string(),
});
export type ${n.pascal}Item = z.infer<typeof ${n.camel}ItemSchema>;

export const ${n.camel}ItemListSchema = z.object({
  list: z.array(${n.camel}ItemSchema),
  total_count: z.number().int().nonnegative(),
});
export type ${n.pascal}ItemList = z.infer<typeof ${n.camel}ItemListSchema>;
`,
    [`libs/contracts/src/${n.name}/routes.ts`]: `import { defineRoutes } from '../route-def';
import { ${n.constant}_SUBJECTS as S } from './subjects';
import { ${n.camel}ItemListSchema, list${n.pascal}ItemsSchema } from './items';

/** The ${n.name} domain's HTTP endpoints. Every answer is \`{ data: <response> }\`. */
export const ${n.constant}_ROUTES = defineRoutes({
  '${n.camel}Items.list': {
    method: 'GET', path: '/inasaku/${n.name}-items', subject: S.items.list, auth: 'session', query: list${n.pascal}ItemsSchema,
    response: ${n.camel}ItemListSchema, yearScoped: true,
  },
});
`,
    [`libs/contracts/src/${n.name}/index.ts`]: `export * from './subjects';
export * from './items';
export * from './routes';
`,
    [`libs/contracts/src/${n.name}/${n.name}-contracts.spec.ts`]: `import { ${n.constant}_ROUTES, ${n.camel}ItemListSchema, list${n.pascal}ItemsSchema } from './index';

describe('${n.name} contracts', () => {
  it('lists items with no query and answers a paged list', () => {
    expect(list${n.pascal}ItemsSchema.safeParse({}).success).toBe(true);
    expect(list${n.pascal}ItemsSchema.safeParse({ unknown: 1 }).success).toBe(false);
    expect(${n.camel}ItemListSchema.parse({ list: [], total_count: 0 })).toEqual({ list: [], total_count: 0 });
    expect(${n.constant}_ROUTES['${n.camel}Items.list'].path).toBe('/inasaku/${n.name}-items');
  });
});
`,
  };
}

export function serviceFiles(n) {
  const dir = `services/${n.name}`;
  const migration = `${migrationTime}-Create${n.pascal}Tables`;
  return {
    [`${dir}/package.json`]: `${JSON.stringify({
      name: `@inasaku/${n.name}`,
      version: '0.1.0',
      private: true,
      main: 'dist/main.js',
      scripts: {
        build: 'tsc -p tsconfig.app.json',
        start: 'node dist/main.js',
        test: 'jest --passWithNoTests',
        'test:int': 'jest -c jest.int.config.js --passWithNoTests --runInBand',
        lint: 'eslint src',
      },
      nx: { tags: [`scope:${n.name}`, 'type:service'] },
      dependencies: {
        '@inasaku/contracts': '*',
        '@inasaku/domain': '*',
        '@inasaku/service-kit': '*',
        '@nestjs/common': '~11.2.10',
        '@nestjs/core': '~11.2.10',
        '@nestjs/microservices': '~11.2.6',
        '@nestjs/typeorm': '^11.0.3',
        pg: '^8.16.0',
        'reflect-metadata': '^0.2.2',
        rxjs: '^7.8.2',
        typeorm: '^1.1.1',
        zod: '^4.6.7',
      },
    }, null, 2)}\n`,
    [`${dir}/tsconfig.app.json`]: `{
  "extends": "../../tsconfig.base.json",
  "compilerOptions": { "outDir": "dist", "rootDir": "src" },
  "include": ["src/**/*.ts"],
  "exclude": ["src/**/*.spec.ts", "src/**/*.int-spec.ts", "src/test/**"]
}
`,
    [`${dir}/jest.config.js`]: `module.exports = require('../../tools/jest.preset').preset({ name: '${n.name}', dir: __dirname });\n`,
    [`${dir}/.env.example`]: `# ${n.name} service: every variable has a working local default.
# DATABASE_URL=postgres://postgres@127.0.0.1:5432/inasaku
# NATS_URL=nats://127.0.0.1:4222
# REDIS_URL=redis://127.0.0.1:6379
${n.constant}_HEALTH_PORT=${n.port}
`,
    [`${dir}/src/main.ts`]: `import 'reflect-metadata';
import { bootstrapService } from '@inasaku/service-kit';
import { AppModule, SERVICE_NAME } from './app.module';
import { load${n.pascal}Env } from './config/${n.name}-env';

async function main(): Promise<void> {
  // Validate the whole environment before anything connects.
  const env = load${n.pascal}Env();
  await bootstrapService({ name: SERVICE_NAME, module: AppModule, healthPort: env.${n.constant}_HEALTH_PORT });
}

main().catch((error: unknown) => {
  process.stderr.write(\`\${JSON.stringify({ level: 'fatal', context: '${n.name}', message: (error as Error).message, stack: (error as Error).stack })}\\n\`);
  process.exit(1);
});
`,
    [`${dir}/src/app.module.ts`]: `import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@inasaku/service-kit';
import { ItemsModule } from './items/items.module';
import { SystemHandler } from './system/system.handler';
import { entities } from './entities';
import { migrations } from './migrations';

export const SERVICE_NAME = '${n.name}';

@Module({
  imports: [ServiceKitModule.forRoot({ name: SERVICE_NAME, entities, migrations }), ItemsModule],
  controllers: [SystemHandler],
})
export class AppModule {}
`,
    [`${dir}/src/config/${n.name}-env.ts`]: `import { z } from 'zod';
import { baseEnvShape, loadEnv } from '@inasaku/service-kit';

export const ${n.camel}EnvSchema = z.object({
  ...baseEnvShape,
  ${n.constant}_HEALTH_PORT: z.coerce.number().int().min(0).max(65535).default(${n.port}),
});

export type ${n.pascal}Env = z.infer<typeof ${n.camel}EnvSchema>;

export function load${n.pascal}Env(): ${n.pascal}Env {
  return loadEnv(${n.camel}EnvSchema);
}
`,
    [`${dir}/src/system/system.handler.ts`]: `import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { ${n.constant}_SUBJECTS } from '@inasaku/contracts';

@Controller()
export class SystemHandler {
  @MessagePattern(${n.constant}_SUBJECTS.ping)
  ping() {
    return 'pong';
  }
}
`,
    [`${dir}/src/entities.ts`]: `import { ItemEntity } from './items/entities/item.entity';

export const entities = [ItemEntity];
`,
    [`${dir}/src/migrations/index.ts`]: `import { Create${n.pascal}Tables${migrationTime} } from './${migration}';

/** In order; the service kit adds its own (event outbox) before these. */
export const migrations = [Create${n.pascal}Tables${migrationTime}];
`,
    [`${dir}/src/migrations/${migration}.ts`]: `import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Create${n.pascal}Tables${migrationTime} implements MigrationInterface {
  name = 'Create${n.pascal}Tables${migrationTime}';

  async up(q: QueryRunner): Promise<void> {
    await q.query(\`
      CREATE TABLE "${n.schema}"."items" (
        "item_id" uuid PRIMARY KEY,
        "account_id" uuid NOT NULL,
        "management_id" uuid NOT NULL,
        "item_name" varchar(100) NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )\`);
    await q.query('CREATE INDEX "items_year_idx" ON "${n.schema}"."items" ("account_id", "management_id")');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE "${n.schema}"."items"');
  }
}
`,
    [`${dir}/src/items/entities/item.entity.ts`]: `import { Column, Entity, PrimaryColumn } from 'typeorm';

/** An item of one management year. */
@Entity({ name: 'items' })
export class ItemEntity {
  @PrimaryColumn('uuid', { name: 'item_id' })
  itemId: string;

  @Column('uuid', { name: 'account_id' })
  accountId: string;

  @Column('uuid', { name: 'management_id' })
  managementId: string;

  @Column('varchar', { name: 'item_name', length: 100 })
  itemName: string;
}
`,
    [`${dir}/src/items/items.repository.ts`]: `import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ItemEntity } from './entities/item.entity';

export interface YearScope {
  accountId: string;
  managementId: string;
}

@Injectable()
export class ItemsRepository {
  constructor(@InjectRepository(ItemEntity) private readonly items: Repository<ItemEntity>) {}

  listOfYear(scope: YearScope): Promise<ItemEntity[]> {
    return this.items.find({ where: { accountId: scope.accountId, managementId: scope.managementId }, order: { itemName: 'ASC' } });
  }
}
`,
    [`${dir}/src/items/items.service.ts`]: `import { Injectable } from '@nestjs/common';
import type { ${n.pascal}ItemList, RequestContext } from '@inasaku/contracts';
import { ItemsRepository } from './items.repository';

@Injectable()
export class ItemsService {
  constructor(private readonly repository: ItemsRepository) {}

  async list(context: RequestContext): Promise<${n.pascal}ItemList> {
    if (!context.accountId || !context.managementId) return { list: [], total_count: 0 };
    const rows = await this.repository.listOfYear({ accountId: context.accountId, managementId: context.managementId });
    return { list: rows.map((r) => ({ item_id: r.itemId, item_name: r.itemName })), total_count: rows.length };
  }
}
`,
    [`${dir}/src/items/items.service.spec.ts`]: `import type { RequestContext } from '@inasaku/contracts';
import { ItemsService } from './items.service';
import type { ItemsRepository } from './items.repository';

const context = { accountId: 'a1', managementId: 'm1', userId: 'u1' } as RequestContext;

describe('ItemsService', () => {
  it('answers the items of the year as the paged list of the contract', async () => {
    const listOfYear = jest.fn(async () => [{ itemId: 'i1', accountId: 'a1', managementId: 'm1', itemName: '項目' }]);
    const service = new ItemsService({ listOfYear } as unknown as ItemsRepository);
    await expect(service.list(context)).resolves.toEqual({ list: [{ item_id: 'i1', item_name: '項目' }], total_count: 1 });
    expect(listOfYear).toHaveBeenCalledWith({ accountId: 'a1', managementId: 'm1' });
  });

  it('answers an empty list without a year', async () => {
    const service = new ItemsService({ listOfYear: jest.fn() } as unknown as ItemsRepository);
    await expect(service.list({ ...context, managementId: null } as unknown as RequestContext)).resolves.toEqual({ list: [], total_count: 0 });
  });
});
`,
    [`${dir}/src/items/items.handler.ts`]: `import { Controller } from '@nestjs/common';
import { ${n.constant}_SUBJECTS } from '@inasaku/contracts';
import { forwardingHandler } from '@inasaku/service-kit';
import { ItemsService } from './items.service';

// Every subject of the group goes to the service method of its name, checked with its route's schema.
@Controller()
export class ItemsHandler extends forwardingHandler(ItemsService, ${n.constant}_SUBJECTS.items) {}
`,
    [`${dir}/src/items/items.module.ts`]: `import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ItemEntity } from './entities/item.entity';
import { ItemsHandler } from './items.handler';
import { ItemsRepository } from './items.repository';
import { ItemsService } from './items.service';

@Module({
  imports: [TypeOrmModule.forFeature([ItemEntity])],
  controllers: [ItemsHandler],
  providers: [ItemsRepository, ItemsService],
})
export class ItemsModule {}
`,
  };
}

export function remoteFiles(n) {
  const dir = n.remoteDir;
  return {
    [`${dir}/package.json`]: `${JSON.stringify({
      name: `@inasaku/${dir}`,
      version: '0.1.0',
      private: true,
      scripts: { build: 'rspack build', dev: 'rspack serve', test: 'jest --passWithNoTests', lint: 'eslint src' },
      nx: { tags: [`scope:${n.name}`, 'type:app'] },
      dependencies: {
        '@ant-design/cssinjs': '^2.0.0',
        '@inasaku/contracts': '*',
        '@inasaku/domain': '*',
        '@inasaku/ui': '*',
        '@module-federation/enhanced': '^2.9.2',
        antd: '^6.6.8',
        dayjs: '^1.11.19',
        react: '^19.2.0',
        'react-dom': '^19.2.0',
        'react-router-dom': '~7.18.5',
      },
      devDependencies: {
        '@rspack/cli': '^2.2.8',
        '@rspack/core': '^2.3.2',
        '@testing-library/react': '^16.3.0',
        '@types/react': '^19.2.0',
        '@types/react-dom': '^19.2.0',
      },
    }, null, 2)}\n`,
    [`${dir}/rspack.config.js`]: `const { webConfig } = require('../tools/rspack/web-config');

// Route screens of the ${n.name} domain; names match shell/src/routes.ts. Each file default-exports its component.
module.exports = webConfig({
  dir: __dirname,
  name: '${n.remote}',
  exposes: {
    './${n.pascal}Home': './src/${n.pascal}Home.tsx',
  },
  port: ${4200 + (n.port % 100)},
});
`,
    [`${dir}/tsconfig.json`]: `{
  "extends": "../tsconfig.base.json",
  "compilerOptions": {
    "jsx": "react-jsx",
    "lib": ["ES2023", "DOM", "DOM.Iterable"],
    "module": "esnext",
    "moduleResolution": "bundler",
    "noEmit": true,
    "declaration": false,
    "types": ["jest", "node"],
    // Same resolution as rspack and jest: workspace libs are read from source, never from a stale dist.
    "paths": {
      "@inasaku/contracts": ["../libs/contracts/src/index.ts"],
      "@inasaku/domain": ["../libs/domain/src/index.ts"],
      "@inasaku/ui": ["../libs/ui/src/index.ts"]
    }
  },
  "include": ["src/**/*.ts", "src/**/*.tsx"]
}
`,
    [`${dir}/jest.config.js`]: `module.exports = require('../tools/jest.preset').preset({ name: '${dir}', dir: __dirname, environment: 'jsdom' });\n`,
    [`${dir}/src/index.ts`]: `// Async boundary so that the shared singletons are negotiated before any React code runs.
import('./bootstrap');
`,
    [`${dir}/src/bootstrap.tsx`]: `// A remote only: the shell loads the exposed modules through Module Federation.
export {};
`,
    [`${dir}/src/${n.pascal}Home.tsx`]: `import { useEffect, useState } from 'react';
import { Alert, Card, List } from 'antd';
import { CLIENT_ROUTES, type ${n.pascal}ItemList } from '@inasaku/contracts';
import { callApi } from '@inasaku/ui';

/** The ${n.name} domain's first screen: the year's items. */
export default function ${n.pascal}Home() {
  const [items, setItems] = useState<${n.pascal}ItemList | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    // Leaving the screen cancels the call; its answer then never arrives.
    const abort = new AbortController();
    callApi(CLIENT_ROUTES['${n.camel}Items.list'], {}, { signal: abort.signal }).then(setItems, (e: Error) => {
      if (!abort.signal.aborted) setError(e.message);
    });
    return () => abort.abort();
  }, []);
  return (
    <Card title="${n.label}">
      {error && <Alert type="error" title={error} />}
      <List loading={!items && !error} dataSource={items?.list ?? []} renderItem={(item) => <List.Item>{item.item_name}</List.Item>} />
    </Card>
  );
}
`,
    [`${dir}/src/${n.pascal}Home.spec.tsx`]: `import { render, screen } from '@testing-library/react';
import ${n.pascal}Home from './${n.pascal}Home';

describe('${n.pascal}Home', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the items of the year from /inasaku/${n.name}-items', async () => {
    const fetchMock = jest.fn(async () => ({ ok: true, status: 200, json: async () => ({ data: { list: [{ item_id: '00000000-0000-4000-8000-000000000001', item_name: '最初の項目' }], total_count: 1 } }) }) as Response);
    global.fetch = fetchMock as unknown as typeof fetch;
    render(<${n.pascal}Home />);
    expect(await screen.findByText('最初の項目')).toBeTruthy();
    expect(screen.getByText('${n.label}')).toBeTruthy();
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toContain('/inasaku/${n.name}-items');
  });
});
`,
  };
}
