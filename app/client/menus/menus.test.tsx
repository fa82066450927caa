// @vitest-environment happy-dom
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { expect, test } from "vitest";
import { ConfirmDelete } from "~/components/ConfirmDelete";
import { canonical } from "../same-markup.dom";
import { mountMenus } from "./script";

// ConfirmDelete renders a React Router <Form>, so it needs a router around it.
const html = () => {
  const router = createMemoryRouter([
    {
      path: "/",
      element: (
        <ConfirmDelete
          intent="delete"
          fields={{ commentId: "12" }}
          question="Hapus komentar ini?"
          what="komentar dari Rina"
        />
      ),
    },
  ]);
  return renderToStaticMarkup(<RouterProvider router={router} />);
};

test("a delete confirmation closed by Escape is the server's closed confirmation, focus on its summary", () => {
  document.body.innerHTML = html();
  mountMenus();
  const details = document.querySelector("details")!;
  details.open = true;
  document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" }));
  expect(canonical(document.body.innerHTML)).toBe(canonical(html()));
  expect(document.activeElement).toBe(details.querySelector("summary"));
});

test("a tap outside closes it; a tap inside leaves it open", () => {
  document.body.innerHTML = `${html()}<p id="outside">x</p>`;
  mountMenus();
  const details = document.querySelector("details")!;
  details.open = true;
  details.querySelector("p")!.dispatchEvent(new MouseEvent("click", { bubbles: true }));
  expect(details.open).toBe(true);
  document.getElementById("outside")!.dispatchEvent(new MouseEvent("click", { bubbles: true }));
  expect(details.open).toBe(false);
});
