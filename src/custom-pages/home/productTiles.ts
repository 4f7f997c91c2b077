/** A product tile's width in the products' grid, per breakpoint. */
export const TILE_SIZE = { xs: 12, sm: 6, lg: 3 };
/** About a tile's height: placeholders of it keep the card's height when the list comes. */
export const TILE_HEIGHT = 200;
