-- The antenatal article cites first the source its visit schedule follows (issue 29, decision
-- 048): Buku KIA 2020 and the antenatal guideline split the six visits 2-1-3, as the article and
-- the pregnancy plan do; Permenkes 21/2021 comes after them. Only the seeded source list, still
-- as seeded, changes: an editor's own list is left alone. Then every article's citation of
-- Permenkes 21/2021 gets the regulation's own title (the seed had the older Permenkes 97/2014's
-- wording); only that exact text is replaced.
UPDATE articles
SET sources = '[{"citation":"Kementerian Kesehatan RI. Buku Kesehatan Ibu dan Anak (Buku KIA). Jakarta: Kemenkes RI; 2020."},{"citation":"Kementerian Kesehatan RI. Pedoman Pelayanan Antenatal Terpadu, edisi ketiga. Jakarta: Kemenkes RI; 2020."},{"citation":"Kementerian Kesehatan RI. Peraturan Menteri Kesehatan Nomor 21 Tahun 2021 tentang Penyelenggaraan Pelayanan Kesehatan Masa Sebelum Hamil, Masa Hamil, Persalinan, dan Masa Sesudah Melahirkan, Pelayanan Kontrasepsi, dan Pelayanan Kesehatan Seksual. Jakarta: Kemenkes RI; 2021."},{"citation":"World Health Organization. WHO recommendations on antenatal care for a positive pregnancy experience. Geneva: WHO; 2016.","url":"https://www.who.int/publications/i/item/9789241549912"}]',
  updated_at = cast(unixepoch('subsec') * 1000 as integer)
WHERE id = 4 AND json(sources) = json('[{"citation":"Kementerian Kesehatan RI. Peraturan Menteri Kesehatan Nomor 21 Tahun 2021 tentang Penyelenggaraan Pelayanan Kesehatan Masa Sebelum Hamil, Masa Hamil, Persalinan, dan Masa Sesudah Melahirkan, Penyelenggaraan Pelayanan Kontrasepsi, serta Pelayanan Kesehatan Seksual. Jakarta: Kemenkes RI; 2021."},{"citation":"Kementerian Kesehatan RI. Buku Kesehatan Ibu dan Anak (Buku KIA). Jakarta: Kemenkes RI; 2020."},{"citation":"World Health Organization. WHO recommendations on antenatal care for a positive pregnancy experience. Geneva: WHO; 2016.","url":"https://www.who.int/publications/i/item/9789241549912"}]');
--> statement-breakpoint
UPDATE articles
SET sources = replace(sources, 'Masa Sesudah Melahirkan, Penyelenggaraan Pelayanan Kontrasepsi, serta Pelayanan Kesehatan Seksual', 'Masa Sesudah Melahirkan, Pelayanan Kontrasepsi, dan Pelayanan Kesehatan Seksual'),
  updated_at = cast(unixepoch('subsec') * 1000 as integer)
WHERE instr(sources, 'Masa Sesudah Melahirkan, Penyelenggaraan Pelayanan Kontrasepsi, serta Pelayanan Kesehatan Seksual') > 0;
