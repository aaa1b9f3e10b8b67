-- The journal's search text is stored compressed after all. Kept uncompressed,
-- a decision's text longer than about 2 kB went out of line, into the table's
-- TOAST storage, so the search table held its text twice as large as needed,
-- in pages of their own. Compressed, a written answer's text usually fits in
-- the row itself: the table is about half the size, and the first search
-- after the embedded database opens has half the pages to read. (Once those
-- pages are in memory, unpacking the text costs about what the out-of-line
-- look-up did.)
alter table public.decision_search alter column search_text set storage extended;

-- Rows already stored keep the form they were written in until rewritten; this
-- rewrites them once (a new value, which is compressed as it is stored).
update public.decision_search set search_text = search_text || '';
