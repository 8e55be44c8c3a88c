-- Each essay mark keeps the essay text it was made on: during a redo the student's drafts replace
-- the answer's text, and the marks' ranges are offsets into the text that was corrected.
ALTER TABLE "essay_bookmarks" ADD COLUMN "essay_text" text;
