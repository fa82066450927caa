import { HERO_DEFAULTS, type HeroInfo } from "~/domain/site-settings";
import type { ArticleCardData } from "~/domain/articles";
import { cardForDisplay, featuredForHome, toArticleCards } from "./articles.server";
import type { Db } from "./db.server";
import { heroQuery, toHeroInfo } from "./settings.server";
import { loggable } from "~/server/log.server";

/**
 * The hero and the featured articles in one D1 round trip. If D1 fails the page still shows,
 * with the default hero and no featured section.
 */
export async function loadHomePage(db: Db, now: Date): Promise<{ hero: HeroInfo; featured: ArticleCardData[] }> {
  try {
    const [hero, featured] = await db.batch([heroQuery(db), featuredForHome(db, now)]);
    return { hero: toHeroInfo(hero[0]), featured: toArticleCards(featured).map(cardForDisplay) };
  } catch (error) {
    console.error("Gagal memuat beranda", loggable(error));
    return { hero: HERO_DEFAULTS, featured: [] };
  }
}
