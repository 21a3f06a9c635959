import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useAdminLocation, type ListView } from "../admin-location";
import { SubmissionsView } from "./submissions-view";
import { installFakeFetch, json, type FakeFetch } from "~/app/testing/fake-fetch";
import { submissionList, submissionRow } from "~/app/testing/admin-answers";
import { renderInAdmin } from "~/app/testing/render-admin";
import { setupUser } from "~/app/testing/user";
import { adminApiPaths } from "~/shared/routes";

// A list view's search and filters (docs/decisions/0006, 0043): a choice from a list applies at
// once, the words of a search when Search is pressed; either way the address says it, and the
// list's request asks the server for it.

/** A list view as the frame draws it: its filters read from and written to the address. */
function ListAtTheAddress({ view }: { view: ListView }) {
  const { search, update, openCase } = useAdminLocation();
  return (
    <SubmissionsView
      view={view}
      kind={view}
      search={search}
      onChange={update}
      onOpen={openCase}
      onListed={() => undefined}
    />
  );
}

function answerTheList(): FakeFetch {
  return installFakeFetch().answer("GET", adminApiPaths.submissions, (request) =>
    json(
      200,
      submissionList([
        submissionRow("CH-7K3Q9M", request.query.get("kind") === "help_request" ? "help_request" : "post_query"),
      ]),
    ),
  );
}

/** The query of the list's last request. */
function lastListQuery(server: FakeFetch): URLSearchParams {
  const requests = server.sent("GET", adminApiPaths.submissions);
  const last = requests.at(-1);
  if (!last) throw new Error("The list was never asked for");
  return last.query;
}

describe("a list view's filters", () => {
  it("asks for the chosen status at once and puts it in the address", async () => {
    const server = answerTheList();
    const user = setupUser();
    const desk = renderInAdmin(<ListAtTheAddress view="post_query" />, { at: "/admin/post-query" });
    await screen.findByText("1 result");

    await user.selectOptions(screen.getByRole("combobox", { name: "Status" }), "Resolved");

    expect(new URLSearchParams(desk.location().search).get("status")).toBe("resolved");
    await waitFor(() => expect(lastListQuery(server).get("status")).toBe("resolved"));
    expect(lastListQuery(server).get("kind")).toBe("post_query");
  });

  it("sends the words of a search only when Search is pressed", async () => {
    const server = answerTheList();
    const user = setupUser();
    const desk = renderInAdmin(<ListAtTheAddress view="post_query" />, { at: "/admin/post-query" });
    await screen.findByText("1 result");
    const asked = server.sent("GET", adminApiPaths.submissions).length;

    await user.type(screen.getByRole("searchbox", { name: "Search" }), "meera upi");
    expect(server.sent("GET", adminApiPaths.submissions)).toHaveLength(asked);
    expect(desk.location().search).toBe("");

    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(new URLSearchParams(desk.location().search).get("q")).toBe("meera upi");
    await waitFor(() => expect(lastListQuery(server).get("q")).toBe("meera upi"));
  });

  it("keeps only the sort and the page size that differ from the defaults in the address", async () => {
    const server = answerTheList();
    const user = setupUser();
    const desk = renderInAdmin(<ListAtTheAddress view="post_query" />, { at: "/admin/post-query" });
    await screen.findByText("1 result");

    await user.selectOptions(screen.getByRole("combobox", { name: "Sort by" }), "Name A–Z");
    await user.selectOptions(screen.getByRole("combobox", { name: "Rows per page" }), "50");
    const address = new URLSearchParams(desk.location().search);
    expect([address.get("sort"), address.get("order"), address.get("pageSize")]).toEqual(["name", "asc", "50"]);
    await waitFor(() => expect(lastListQuery(server).get("pageSize")).toBe("50"));
    expect(lastListQuery(server).get("sort")).toBe("name");

    await user.selectOptions(screen.getByRole("combobox", { name: "Sort by" }), "Newest first");
    await user.selectOptions(screen.getByRole("combobox", { name: "Rows per page" }), "25");
    expect(desk.location().search).toBe("");
  });

  it("asks for the cases assigned to me when the box is ticked", async () => {
    const server = answerTheList();
    const user = setupUser();
    const desk = renderInAdmin(<ListAtTheAddress view="help_request" />, { at: "/admin/request-help" });
    await screen.findByText("1 result");

    await user.click(screen.getByRole("checkbox", { name: "Assigned to me" }));

    expect(new URLSearchParams(desk.location().search).get("assigned")).toBe("me");
    await waitFor(() => expect(lastListQuery(server).get("assigned")).toBe("me"));
  });

  it("shows the filters an address carries as chosen, and Clear filters takes them all off", async () => {
    const server = answerTheList();
    const user = setupUser();
    const desk = renderInAdmin(<ListAtTheAddress view="post_query" />, {
      at: "/admin/post-query?status=in_progress&q=upi&page=2",
    });
    await screen.findByText("1 result");
    expect(screen.getByRole("option", { name: "In progress", selected: true })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>("searchbox", { name: "Search" }).value).toBe("upi");

    await user.click(screen.getByRole("button", { name: "Clear filters" }));

    expect(desk.location().search).toBe("");
    expect(screen.queryByRole("button", { name: "Clear filters" })).toBeNull();
    await waitFor(() => expect(lastListQuery(server).get("status")).toBeNull());
    expect(screen.getByRole<HTMLInputElement>("searchbox", { name: "Search" }).value).toBe("");
  });

  it("offers a State filter on the Post Query list and a Topic filter on the Request Help list", async () => {
    answerTheList();
    const postQuery = renderInAdmin(<ListAtTheAddress view="post_query" />, { at: "/admin/post-query" });
    expect(screen.getByRole("combobox", { name: "State" })).toBeTruthy();
    expect(screen.queryByRole("combobox", { name: "Topic" })).toBeNull();
    postQuery.unmount();

    renderInAdmin(<ListAtTheAddress view="help_request" />, { at: "/admin/request-help" });
    expect(screen.getByRole("combobox", { name: "Topic" })).toBeTruthy();
    expect(screen.queryByRole("combobox", { name: "State" })).toBeNull();
  });
});
