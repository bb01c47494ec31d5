import { format } from 'prettier';

interface Schema {
  $ref?: string;
  properties?: Record<string, unknown>;
  required?: string[];
}

interface Operation {
  summary?: string;
  description?: string;
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
  responses?: Record<string, unknown>;
}

/** The parts of an OpenAPI 3.1 document the route table reads. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

const resolved = (doc: OpenApiDocument, schema: Schema | undefined): Schema | undefined =>
  schema?.$ref ? doc.components?.schemas?.[schema.$ref.split('/').at(-1)!] : schema;

/** ` (body: \`name\`, \`email?\`)`: the body's fields, `?` marking the optional ones. */
function bodyFields(doc: OpenApiDocument, operation: Operation): string {
  const content = operation.requestBody?.content ?? {};
  return Object.entries(content)
    .map(([type, { schema }]) => {
      const body = resolved(doc, schema);
      if (!body?.properties) return '';
      const fields = Object.keys(body.properties)
        .map((f) => (body.required?.includes(f) ? `\`${f}\`` : `\`${f}?\``))
        .join(', ');
      return ` (${type === 'multipart/form-data' ? 'multipart' : 'body'}: ${fields})`;
    })
    .join('');
}

function routeLine(doc: OpenApiDocument, method: string, path: string, operation: Operation) {
  const query = (operation.parameters ?? []).filter((p) => p.in === 'query');
  const target =
    path.replace(/\{([^}]+)\}/g, ':$1') +
    (query.length > 0 ? `?${query.map((p) => `${p.name}=`).join('&')}` : '');
  const text = [operation.summary, operation.description]
    .filter(Boolean)
    .map((sentence) => sentence!.replace(/\.?$/, '.'))
    .join(' ');
  const answers = Object.keys(operation.responses ?? {}).join(', ');
  return `- \`${method.toUpperCase()} ${target}\`${bodyFields(doc, operation)}: ${text} Answers ${answers}.`;
}

/**
 * The route table of docs/api.md: every route of the OpenAPI document, grouped by the resource
 * under /api it belongs to, in the document's order, wrapped to 100 characters as prettier
 * wraps prose (the rest of docs/api.md keeps its own line breaks).
 */
export async function routeTable(doc: OpenApiDocument): Promise<string> {
  const groups = new Map<string, string[]>();
  for (const [path, operations] of Object.entries(doc.paths)) {
    const resource = path.split('/').slice(0, 3).join('/');
    const lines = groups.get(resource) ?? [];
    for (const method of METHODS) {
      const operation = operations[method];
      if (operation) lines.push(routeLine(doc, method, path, operation));
    }
    groups.set(resource, lines);
  }
  const markdown = [...groups]
    .map(([resource, lines]) => `### \`${resource}\`\n\n${lines.join('\n')}\n`)
    .join('\n');
  return format(markdown, { parser: 'markdown', printWidth: 100, proseWrap: 'always' });
}
