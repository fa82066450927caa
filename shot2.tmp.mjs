import { chromium } from "@playwright/test";
const [,, url, out, width = "360", js = "1", y = "0", h = "1600"] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 800 }, javaScriptEnabled: js === "1" });
await page.goto(url);
await page.screenshot({ path: out, fullPage: true, clip: { x: 0, y: Number(y), width: Number(width), height: Number(h) } });
await browser.close();
