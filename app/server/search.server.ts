import { sql } from "drizzle-orm";
import type { SearchPlan, VocabularyLookup } from "~/domain/search-query";
import { exactLookups, isMissing, planSearch, typoEligible, typoLookups } from "~/domain/search-query";
import type { SearchWord } from "~/domain/search-words";
import { batchable } from "./d1-batch.server";
import type { Db } from "./db.server";

// The two statements of a search (decision 070). Both read only the index and the articles; the
// query's words travel as one JSON value (D1 binds at most 100 values to a statement).

/**
 * The vocabulary entries, of these lookups, that some published article or public Tanya Jawab
 * answer has: a word only in a draft, a scheduled article or an answer whose consent was
 * withdrawn is as unknown as a word in none (never named, never suggested).
 */
function vocabularyStatement(db: Db, lookups: readonly VocabularyLookup[], now: Date) {
  const json = JSON.stringify(lookups);
  return batchable(
    db,
    db.all<{ entry: string; articles: number }>(sql`
    with l as (select value->>0 as kind, value->>1 as a, value->>2 as b, value->>3 as shortest, value->>4 as longest from json_each(${json})),
    found as (
      select v.entry, v.articles from l cross join search_vocabulary v on v.entry = l.a where l.kind = 'e'
      union
      select v.entry, v.articles from l cross join search_vocabulary v on v.entry >= l.a and v.entry < l.b
        where l.kind = 't' and length(v.entry) between l.shortest and l.longest
      union
      select v.entry, v.articles from l cross join search_vocabulary v on v.backwards >= l.a and v.backwards < l.b
        where l.kind = 'r' and length(v.entry) between l.shortest and l.longest
    )
    select f.entry, f.articles from found f
    where exists (
      select 1 from search_entries e cross join articles a on a.id = e.article_id
      where e.entry = f.entry and a.published_at is not null and a.published_at <= ${now.getTime()}
    ) or exists (
      select 1 from qa_search_entries e cross join qa_entries a on a.id = e.qa_id
        cross join questions u on u.id = a.question_id
      where e.entry = f.entry and a.published_at is not null and a.published_at <= ${now.getTime()}
        and u.publish_consent_at is not null and u.publish_withdrawn_at is null and u.user_id is not null
    )`),
  );
}

/** Round trip one: the entries the query's words themselves stand for (stems and typed forms). */
export function exactVocabularyStatement(db: Db, words: readonly SearchWord[], now: Date) {
  return vocabularyStatement(db, exactLookups(words), now);
}

/** Only when a word is in no published article: the entries one typo away from it. */
export function typoVocabularyStatement(db: Db, words: readonly SearchWord[], now: Date) {
  return vocabularyStatement(db, typoLookups(words), now);
}

/**
 * The plan of a search from round trip one's answers (the exact entries, the number of
 * documents): a word in no public document costs one more round trip, for the words one typo
 * away from it.
 */
export async function searchPlan(
  db: Db,
  words: readonly SearchWord[],
  exactRows: readonly { entry: string; articles: number }[],
  documents: number,
  now: Date,
): Promise<SearchPlan> {
  const vocabulary = new Map(exactRows.map((row) => [row.entry, Number(row.articles)]));
  const unknown = words.filter((word) => isMissing(word, vocabulary) && typoEligible(word.word));
  if (unknown.length > 0) {
    for (const row of await typoVocabularyStatement(db, unknown, now)) vocabulary.set(row.entry, Number(row.articles));
  }
  return planSearch(words, vocabulary, documents);
}

/** How many articles there are (kept in search_meta on every create and delete). */
export function searchArticleCountStatement(db: Db) {
  return batchable(db, db.all<{ n: number }>(sql`select value as n from search_meta where name = 'articles'`));
}

export interface SearchRow {
  id: number;
  title: string;
  excerpt: string;
  content: string;
  category: string;
  imageUrl: string | null;
  featured: number;
  tags: string;
  publishedAt: number | null;
  author: string | null;
  profileName: string | null;
  score: number;
  total: number;
}

export interface ResultsQuery {
  plan: SearchPlan;
  /** Every word required (from the rarest word's articles), or any word. */
  allWords: boolean;
  category: string | null;
  now: Date;
  limit: number;
  offset: number;
}

/**
 * Round trip two: the page of published articles that have the words, best first, each with the
 * number of all such articles. Matching starts from the articles of the rarest word when every
 * word is required, so a common word ("ibu", "hamil") costs a look-up per candidate, not a pass
 * over all its articles. An article's score for a word is what its best entry for it earns: 12 in
 * the title, 5 in the lead, 2 in the body, times the word's rarity; and, for the exact form,
 * 6, 3 or 1 more. The scores of its words add up. When any word may match, articles with more of
 * the words come first, as the page's notice says.
 */
export function resultsStatement(db: Db, { plan, allWords, category, now, limit, offset }: ResultsQuery) {
  const inCategory = category === null ? sql`` : sql`and category = ${category}`;
  return batchable(
    db,
    db.all<SearchRow>(sql`
    with ${rankingSql(plan, allWords, ARTICLE_INDEX)},
    -- Published (and in the category) by the publish-date indexes alone: an article's row, with
    -- its body, is read only for the page's cards, never for every match.
    visible as (
      select id, published_at from articles
      where published_at is not null and published_at <= ${now.getTime()} ${inCategory}
    ),
    ${pageSql(limit, offset)}
    select a.id as id, a.title as title, a.excerpt as excerpt, a.content as content, a.category as category,
      a.image_url as imageUrl, a.featured as featured, a.tags as tags, a.published_at as publishedAt,
      a.author as author, u.name as profileName, p.score as score, p.total as total
    from page p cross join articles a on a.id = p.id left join users u on u.id = a.author_id
    order by p.words desc, p.score desc, p.published_at desc, p.id desc`),
  );
}

/** Where an index keeps its entries: the articles' or Tanya Jawab's answers' (issue 39). */
interface IndexTables {
  entries: "search_entries" | "qa_search_entries";
  document: "article_id" | "qa_id";
}
const ARTICLE_INDEX: IndexTables = { entries: "search_entries", document: "article_id" };
const ANSWER_INDEX: IndexTables = { entries: "qa_search_entries", document: "qa_id" };

/**
 * The ranking both searches share (decision 070): the query's entries (`q`), the documents to
 * look at (`candidates`: the rarest word's when every word is required), each document's score
 * per word (`hits`) and its words and total score (`ranked`). The table names are constants.
 */
function rankingSql(plan: SearchPlan, allWords: boolean, { entries: table, document }: IndexTables) {
  const entries = JSON.stringify(plan.entries.map((e) => [e.entry, e.word, e.stemWeight, e.formWeight]));
  const from = allWords ? plan.rarestWord : -1;
  const need = allWords ? plan.words.length : 1;
  const index = sql.raw(table);
  const id = sql.raw(`e.${document}`);
  return sql`q as (select value->>0 as entry, value->>1 as word, value->>2 as sw, value->>3 as fw from json_each(${entries})),
    candidates as (
      select distinct ${id} as id from q cross join ${index} e on e.entry = q.entry
      where ${from} < 0 or q.word = ${from}
    ),
    hits as (
      select c.id as id, q.word as word,
        max(q.sw * case when e.weight & 9 then 12 when e.weight & 18 then 5 else 2 end)
        + max(q.fw * case when e.weight & 8 then 6 when e.weight & 16 then 3 when e.weight & 32 then 1 else 0 end) as score
      from candidates c cross join q cross join ${index} e on e.entry = q.entry and ${id} = c.id
      group by c.id, q.word
    ),
    ranked as (select id, count(*) as words, sum(score) as score from hits group by id having count(*) >= ${need})`;
}

/** The page of the ranked documents that are `visible`, best first, each with the number of all. */
function pageSql(limit: number, offset: number) {
  return sql`page as (
      select r.id as id, r.words as words, r.score as score, v.published_at as published_at, count(*) over () as total
      from ranked r cross join visible v on v.id = r.id
      order by r.words desc, r.score desc, v.published_at desc, r.id desc
      limit ${limit} offset ${offset}
    )`;
}

export interface AnswerSearchRow {
  id: number;
  title: string;
  question: string;
  answer: string;
  category: string;
  publishedAt: number;
  score: number;
  total: number;
}

/**
 * The page of public Tanya Jawab answers (issue 39, decision 081) that have the words, best
 * first, each with the number of all such answers: the articles' ranking (`resultsStatement`)
 * over the answers' index, with the answers' own visibility (published, the asker's consent
 * standing).
 */
export function answerResultsStatement(db: Db, { plan, allWords, category, now, limit, offset }: ResultsQuery) {
  const inCategory = category === null ? sql`` : sql`and a.category = ${category}`;
  return batchable(
    db,
    db.all<AnswerSearchRow>(sql`
    with ${rankingSql(plan, allWords, ANSWER_INDEX)},
    visible as (
      select a.id as id, a.published_at as published_at from qa_entries a cross join questions u on u.id = a.question_id
      where a.published_at is not null and a.published_at <= ${now.getTime()}
        and u.publish_consent_at is not null and u.publish_withdrawn_at is null and u.user_id is not null ${inCategory}
    ),
    ${pageSql(limit, offset)}
    select a.id as id, a.title as title, a.question as question, a.answer as answer, a.category as category,
      p.published_at as publishedAt, p.score as score, p.total as total
    from page p cross join qa_entries a on a.id = p.id
    order by p.words desc, p.score desc, p.published_at desc, p.id desc`),
  );
}
