/**
 * A template's "{name}" marks filled in from `values`: words that travel to the browser as JSON
 * (an island's props) cannot be functions, so they say where a value goes instead.
 */
export function fillIn(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (mark, name: string) => values[name] ?? mark);
}
