-- Entries added at the same place among the theme's menu entries could not be reordered: they went by
-- creation time. `rank` orders them within a place; a move renumbers the places it touches,
-- and a new entry (or one given a new place) takes the next rank, so it goes last of its place.
ALTER TABLE site_menu_entries ADD COLUMN rank integer NOT NULL DEFAULT 0;
