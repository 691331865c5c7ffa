/** The id of the JSON the server writes on an island page: the site's words, for the islands. */
export const ISLAND_WORDS_ID = "island-words";
