// @vitest-environment happy-dom
import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { messages } from "~/messages";
import { canonical } from "../same-markup.dom";
import { LeanToastItem, Toaster } from "../toast/Toaster";
import { showCopied } from "./script";
import { ShareButtons } from "./ShareButtons";

const page = () => {
  document.body.innerHTML = renderToStaticMarkup(
    <>
      <ShareButtons articleId={7} url="https://bidanku.id/artikel/7" />
      <Toaster toast={null} />
    </>,
  );
  return document.querySelector<HTMLElement>("section[aria-labelledby=bagikan-title]")!;
};

test("'Tautan Disalin' in the notification region is the server's toast", () => {
  showCopied(page());
  expect(canonical(document.querySelector("[data-toaster] ol")!.innerHTML)).toBe(
    canonical(renderToStaticMarkup(<LeanToastItem message={messages.share.linkCopied} />)),
  );
});
