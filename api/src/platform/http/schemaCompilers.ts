import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
/** What fastify passes a compiler for one part of one route. */
type RouteSchema = { schema: unknown; method: string; url: string; httpPart?: string };
type Validate = ((data: unknown) => unknown) & { errors?: unknown };
type Serialize = (data: unknown) => string;
type BuildValidator = (externalSchemas: unknown, options: unknown) => (route: RouteSchema) => Validate;
type BuildSerializer = (externalSchemas: unknown, options: unknown) => (route: RouteSchema) => Serialize;

/**
 * Fastify's own default compilers (ajv through @fastify/ajv-compiler, fast-json-stringify through its compiler), loaded
 * from where fastify loads them, so the versions and options are exactly the defaults'.
 */
const fastifyRequire = createRequire(createRequire(import.meta.url).resolve('fastify'));
const defaultValidatorFactory = fastifyRequire('@fastify/ajv-compiler') as () => BuildValidator;
const defaultSerializerFactory = fastifyRequire('@fastify/fast-json-stringify-compiler') as () => BuildSerializer;

/**
 * Compilers that compile a route's schema on its first use instead of at start. The app has about 350 routes (each
 * account route twice, with the households prefix), and compiling all their validators and serializers was most of
 * every test file's app build (~1 s of CPU, ~0.2 s without), where a file calls a few dozen. The validation is the defaults', only later:
 * so production and development keep compiling at start, where a broken schema must stop the API (and
 * production.test.ts builds the whole app that way in the test run). A headers schema is the one part fastify treats
 * differently under a custom compiler (it would not lower-case its keys), so the tests and the real API would disagree:
 * no route declares one, and a route that does stops the tests' app from starting.
 */
export const compilersOnFirstUse = (): CompilersFactory => {
  const validators = defaultValidatorFactory();
  const serializers = defaultSerializerFactory();
  const buildValidator: BuildValidator = (externalSchemas, options) => {
    const compile = validators(externalSchemas, options);
    return (route) => {
      if (route.httpPart === 'headers') {
        throw new Error(`${route.method} ${route.url} declares a headers schema: under compilersOnFirstUse fastify would not lower-case its keys (read the header in the handler or a hook instead)`);
      }
      let compiled: Validate | undefined;
      const validate: Validate = (data) => {
        compiled ??= compile(route);
        const result = compiled(data);
        // Fastify reads an ajv validator's errors from the function after a failed call.
        validate.errors = compiled.errors;
        return result;
      };
      return validate;
    };
  };
  const buildSerializer: BuildSerializer = (externalSchemas, options) => {
    const compile = serializers(externalSchemas, options);
    return (route) => {
      let compiled: Serialize | undefined;
      return (data) => (compiled ??= compile(route))(data);
    };
  };
  // fastify types these factories with ajv's full validator type; ours returns a plain function fastify calls the same way.
  return { buildValidator, buildSerializer } as unknown as CompilersFactory;
};
