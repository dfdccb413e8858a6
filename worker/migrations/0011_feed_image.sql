-- An announcement's own picture: the R2 key of an uploaded photo (its URL, slika_url, is derived from it).
ALTER TABLE `feed` ADD `slika_key` text;
