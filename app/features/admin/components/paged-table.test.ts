import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PagedRows, PagedTable, type TableColumn } from "./paged-table";
import type { Paged } from "~/shared/schemas/admin-replies";

interface Fruit {
  id: number;
  name: string;
  colour: string;
}

const columns: TableColumn<Fruit>[] = [
  { header: "Fruit", cell: (row) => row.name, rowHeader: true },
  { header: "Colour", cell: (row) => row.colour, className: "cell--nowrap" },
];

function pageOf(items: Fruit[], { page = 1, total = items.length } = {}): Paged<Fruit> {
  return { items, page, pageSize: 2, total, totalIsCapped: false };
}

function render(props: {
  data: Paged<Fruit> | Fruit[] | undefined;
  loading?: boolean;
  error?: unknown;
  onPage?: (page: number) => void;
}): string {
  return renderToStaticMarkup(
    createElement(PagedTable<Fruit>, {
      title: "Fruit",
      labelledBy: "fruit-heading",
      columns,
      rowKey: (row) => row.id,
      data: props.data,
      load: { loading: props.loading ?? false, error: props.error, reload: () => {}, loadingText: "Loading fruit…" },
      emptyText: "No fruit yet.",
      onPage: props.onPage ?? (() => {}),
    }),
  );
}

const apple = { id: 1, name: "Apple", colour: "Red" };
const lime = { id: 2, name: "Lime", colour: "Green" };

describe("PagedTable", () => {
  it("says the empty text, and shows no table, when a page comes back with no rows", () => {
    const html = render({ data: pageOf([]) });
    expect(html).toContain('<p class="admin-empty">No fruit yet.</p>');
    expect(html).not.toContain("<table");
    expect(html).not.toContain('role="status"');
  });

  it("says it is loading, and neither the empty text nor a table, before the first answer", () => {
    const html = render({ data: undefined, loading: true });
    expect(html).toContain('<p class="admin-loading" role="status">Loading fruit…</p>');
    expect(html).not.toContain("No fruit yet.");
    expect(html).not.toContain("<table");
  });

  it("keeps the rows on screen, marked busy, while another page is read; the empty text waits for the answer", () => {
    const busy = render({ data: pageOf([apple], { total: 3 }), loading: true });
    expect(busy).toMatch(
      /<div class="table-scroll" role="region" aria-label="[^"]*Fruit[^"]*" tabindex="0" aria-busy="true">/,
    );
    expect(busy).toContain("Apple");
    expect(render({ data: pageOf([apple], { total: 3 }) })).not.toContain("aria-busy");
    expect(render({ data: pageOf([]), loading: true })).not.toContain("No fruit yet.");
  });

  it("writes each row's header column as a row header and its other cells with their column's class", () => {
    const html = render({ data: [apple, lime] });
    expect(html).toContain('<table class="admin-table" aria-labelledby="fruit-heading">');
    expect(html).toContain('<th scope="col">Fruit</th><th scope="col" class="cell--nowrap">Colour</th>');
    expect(html).toContain('<tr><th scope="row">Apple</th><td class="cell--nowrap">Red</td></tr>');
    expect(html).toContain('<tr><th scope="row">Lime</th><td class="cell--nowrap">Green</td></tr>');
  });

  it("offers Previous / Next for a page of more rows, and none for a list that is all its rows", () => {
    expect(render({ data: pageOf([apple, lime], { total: 3 }) })).toContain('<nav class="pagination"');
    expect(render({ data: [apple, lime] })).not.toContain('<nav class="pagination"');
  });

  it("shows the error with Retry above the rows it still has when a read fails", () => {
    const html = render({ data: pageOf([apple]), error: new Error("offline") });
    expect(html).toContain('role="alert"');
    expect(html.indexOf('role="alert"')).toBeLessThan(html.indexOf("<table"));
    expect(html).toContain("Apple");
  });
});

describe("PagedRows", () => {
  function renderCards(data: Paged<Fruit> | undefined, loading = false): string {
    return renderToStaticMarkup(
      createElement(PagedRows<Fruit>, {
        data,
        load: { loading, error: undefined, reload: () => {}, loadingText: "Loading fruit…" },
        emptyText: "No fruit yet.",
        onPage: () => {},
        children: (rows) =>
          createElement("ol", null, ...rows.map((row) => createElement("li", { key: row.id }, row.name))),
      }),
    );
  }

  it("draws the rows as it is told, with the same loading, empty and paging states as a table", () => {
    expect(renderCards(pageOf([apple, lime], { total: 3 }))).toMatch(
      /^<ol><li>Apple<\/li><li>Lime<\/li><\/ol><nav class="pagination"/,
    );
    expect(renderCards(pageOf([]))).toContain('<p class="admin-empty">No fruit yet.</p>');
    expect(renderCards(pageOf([]))).not.toContain("<ol>");
    expect(renderCards(undefined, true)).toBe('<p class="admin-loading" role="status">Loading fruit…</p>');
  });
});
