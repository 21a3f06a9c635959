import type { Compilable, CompiledQuery, Insertable, Kysely, QueryResult, Selectable, Transaction } from "kysely";
import type { Database } from "./schema";

// Kysely builds a query's tree and compiles it to SQL afresh on every call: for the writes every
// form makes, that was about a tenth of the server's CPU under `npm run bench:api` (profiled),
// though the SQL of each is the same from one form to the next and only its values change. A
// reusable query is built and compiled by Kysely once per shape (what decides its SQL, such as
// which columns a row sets) and dialect; after that only its parameters are made, in the order
// the compiled SQL takes them.
//
// That order is checked once, when the query is compiled: the parameters Kysely put in the
// compiled query must be the ones `bind` gives for the same arguments, or the call fails.
// So a query and its parameter list that drift apart fail the first test that runs them
// rather than writing a value into the wrong column.

type Queryable = Kysely<Database> | Transaction<Database>;

interface ReusableQueryDefinition<Args, Row> {
  /** The query for `args`, as it would be written for Kysely. */
  build: (db: Queryable, args: Args) => Compilable<Row>;
  /**
   * The values `build` puts in the query for `args`, in the order of its compiled SQL, and what
   * decides that SQL besides the dialect (one shape when omitted).
   */
  bind: (args: Args) => { parameters: readonly unknown[]; shape?: string };
}

type ReusableQuery<Args, Row> = (db: Queryable, args: Args) => Promise<QueryResult<Row>>;

export function reusableQuery<Args, Row>(definition: ReusableQueryDefinition<Args, Row>): ReusableQuery<Args, Row> {
  // By dialect (its adapter, shared by a database and its transactions), then by shape.
  const compiledByDialect = new WeakMap<object, Map<string, CompiledQuery<Row>>>();
  return async (db, args) => {
    const adapter = db.getExecutor().adapter;
    let compiledByShape = compiledByDialect.get(adapter);
    if (!compiledByShape) {
      compiledByShape = new Map();
      compiledByDialect.set(adapter, compiledByShape);
    }
    const { parameters, shape = "" } = definition.bind(args);
    let compiled = compiledByShape.get(shape);
    if (!compiled) {
      compiled = definition.build(db, args).compile();
      assertSameParameters(compiled, parameters);
      compiledByShape.set(shape, compiled);
    }
    return db.executeQuery<Row>({ ...compiled, parameters });
  };
}

function assertSameParameters(compiled: CompiledQuery, parameters: readonly unknown[]): void {
  const same =
    compiled.parameters.length === parameters.length &&
    compiled.parameters.every((value, index) => Object.is(value, parameters[index]));
  if (!same) {
    throw new Error(`A reusable query's parameters are not in the order of its SQL: ${compiled.sql}`);
  }
}

type TableName = keyof Database & string;
type Row = Record<string, unknown>;

/**
 * What Kysely makes of the rows of an insert: the columns are those any row sets (a value held
 * as undefined sets nothing), in the order they first appear; a row that leaves one out gives it
 * its default, which takes no parameter.
 */
function insertShape(rows: readonly Row[]): { shape: string; parameters: unknown[] } {
  const columns: string[] = [];
  for (const row of rows) {
    for (const column in row) if (row[column] !== undefined && !columns.includes(column)) columns.push(column);
  }
  const parameters: unknown[] = [];
  let shape = columns.join(",");
  for (const row of rows) {
    shape += ";";
    for (const column of columns) {
      const value = row[column];
      if (value === undefined) shape += "d";
      else {
        shape += "v";
        parameters.push(value);
      }
    }
  }
  return { shape, parameters };
}

/**
 * An insert into `table` of one row or several, reused for every insert whose rows set the same
 * columns; `returning` names the columns it answers with.
 */
export function reusableInsert<
  Table extends TableName,
  Returned extends keyof Selectable<Database[Table]> & string = never,
>(
  table: Table,
  returning: readonly Returned[] = [],
): ReusableQuery<
  Insertable<Database[Table]> | readonly Insertable<Database[Table]>[],
  Pick<Selectable<Database[Table]>, Returned>
> {
  const rowsOf = (values: object): readonly Row[] => (Array.isArray(values) ? values : [values]) as readonly Row[];
  return reusableQuery({
    build: (db, values) => {
      const insert = db.insertInto(table).values(values as never);
      return (returning.length > 0 ? insert.returning(returning as never) : insert) as Compilable<
        Pick<Selectable<Database[Table]>, Returned>
      >;
    },
    bind: (values) => insertShape(rowsOf(values)),
  });
}
