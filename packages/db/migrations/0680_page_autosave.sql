-- The page editor saves the document as a draft while the editor types (autosave). A run of autosaves by one
-- person keeps only its latest row, so the history lists what was deliberately saved plus the last autosave;
-- version numbers still only grow, so a save based on an older version is still refused as stale.
ALTER TABLE site_page_versions ADD COLUMN autosave boolean NOT NULL DEFAULT false;
