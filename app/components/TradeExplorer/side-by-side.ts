/**
 * Where "Compare ticked trades" leads: the side-by-side blocks sit above the table, so the
 * button's action carries this fragment and the browser (or the page's script) brings them into
 * view instead of leaving the visitor where nothing changed.
 */
export const SIDE_BY_SIDE = "side-by-side";
