import { describe, expect, it } from "vitest";
import { googleMapsEmbedUrl } from "./maps";

const EMBED =
  "https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3966.5!2d106.82!3d-6.17!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1";

describe("googleMapsEmbedUrl", () => {
  it("accepts a Google Maps embed link as given by Share > Embed a map", () => {
    expect(googleMapsEmbedUrl(EMBED)).toBe(EMBED);
    expect(googleMapsEmbedUrl(`  ${EMBED}\n`)).toBe(EMBED);
  });

  it("accepts the older output=embed form on maps.google.com and www.google.com", () => {
    expect(googleMapsEmbedUrl("https://maps.google.com/maps?q=Monas%20Jakarta&z=15&output=embed")).toBe(
      "https://maps.google.com/maps?q=Monas%20Jakarta&z=15&output=embed",
    );
    expect(googleMapsEmbedUrl("https://www.google.com/maps?q=-6.17,106.82&output=embed")).toBe(
      "https://www.google.com/maps?q=-6.17,106.82&output=embed",
    );
  });

  it("normalises the host's case and a default port away", () => {
    expect(googleMapsEmbedUrl("https://WWW.Google.COM/maps/embed?pb=abc")).toBe(
      "https://www.google.com/maps/embed?pb=abc",
    );
    expect(googleMapsEmbedUrl("https://www.google.com:443/maps/embed?pb=abc")).toBe(
      "https://www.google.com/maps/embed?pb=abc",
    );
  });

  it("has nothing to show for an empty or missing link", () => {
    for (const link of [null, undefined, "", "   "]) expect(googleMapsEmbedUrl(link), String(link)).toBeNull();
  });

  it("refuses other schemes", () => {
    for (const link of [
      "javascript:alert(1)//https://www.google.com/maps/embed?pb=1",
      "JaVaScRiPt:alert(document.cookie)",
      "data:text/html,<script>alert(1)</script>",
      "http://www.google.com/maps/embed?pb=abc",
      "ftp://www.google.com/maps/embed?pb=abc",
      "//www.google.com/maps/embed?pb=abc",
      "www.google.com/maps/embed?pb=abc",
    ]) {
      expect(googleMapsEmbedUrl(link), link).toBeNull();
    }
  });

  it("refuses other hosts, lookalikes and subdomain tricks", () => {
    for (const link of [
      "https://evil.example/maps/embed?pb=abc",
      "https://www.google.com.evil.example/maps/embed?pb=abc",
      "https://google.com.evil.example/maps?q=x&output=embed",
      "https://evil.example/www.google.com/maps/embed?pb=abc",
      "https://evilgoogle.com/maps/embed?pb=abc",
      "https://www.google.co.id/maps/embed?pb=abc",
      "https://google.com/maps/embed?pb=abc",
      "https://www.gооgle.com/maps/embed?pb=abc", // Cyrillic o's (punycode host)
      "https://www.google.com./maps/embed?pb=abc",
      "https://goo.gl/maps/abc",
      "https://maps.app.goo.gl/abc",
    ]) {
      expect(googleMapsEmbedUrl(link), link).toBeNull();
    }
  });

  it("refuses user-info tricks and odd ports", () => {
    for (const link of [
      "https://www.google.com@evil.example/maps/embed?pb=abc",
      "https://www.google.com:pass@evil.example/maps/embed?pb=abc",
      "https://user:pass@www.google.com/maps/embed?pb=abc",
      "https://evil.example@www.google.com/maps/embed?pb=abc",
      "https://www.google.com:8443/maps/embed?pb=abc",
      "https://evil.example\\@www.google.com/maps/embed?pb=abc",
      "https://www.google.com\\@evil.example/maps/embed?pb=abc",
    ]) {
      expect(googleMapsEmbedUrl(link), link).toBeNull();
    }
  });

  it("refuses Google pages that are not embeds (they refuse to be framed)", () => {
    for (const link of [
      "https://www.google.com/maps/place/Monas/@-6.17,106.82,17z",
      "https://www.google.com/maps?q=Monas",
      "https://www.google.com/maps/embed",
      "https://www.google.com/maps/embed?",
      "https://www.google.com/maps/embedded?pb=abc",
      "https://www.google.com/search?q=maps&output=embed",
      "https://www.google.com/url?q=https://evil.example&output=embed",
      "https://maps.google.com/maps/embed/../../url?q=https://evil.example",
      "https://maps.google.com/maps?q=x&output=embedx",
    ]) {
      expect(googleMapsEmbedUrl(link), link).toBeNull();
    }
  });

  it("refuses links carrying quotes, angle brackets, spaces or control characters", () => {
    for (const link of [
      `${EMBED}"><script>alert(1)</script>`,
      `${EMBED}' onload='alert(1)`,
      "https://www.google.com/maps/embed?pb=a b",
      "https://www.google.com/maps/embed?pb=a\tb",
      "https://www.goo\ngle.com/maps/embed?pb=abc",
      `https://www.google.com/maps/embed?pb=${"a".repeat(5000)}`,
    ]) {
      expect(googleMapsEmbedUrl(link), link).toBeNull();
    }
  });
});
