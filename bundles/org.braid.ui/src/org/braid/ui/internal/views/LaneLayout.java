package org.braid.ui.internal.views;

/**
 * Where the lanes of the swimlanes are: each lane as wide as its widest cell needs, the room
 * left shared equally; when the lanes need more room than there is, each gets a share in
 * proportion to its need, but not less than {@link #MIN_WIDTH} (then the canvas scrolls
 * sideways).
 * Immutable.
 */
final class LaneLayout {
    static final int MIN_WIDTH = 140;

    private final int[] lefts;
    private final int[] widths;

    private LaneLayout(int[] lefts, int[] widths) {
        this.lefts = lefts;
        this.widths = widths;
    }

    /** The lanes for cells that need {@code needed} pixels per lane, in {@code available} pixels. */
    static LaneLayout of(int[] needed, int available) {
        int lanes = needed.length;
        int total = 0;
        for (int need : needed) {
            total += need;
        }
        int[] widths = new int[lanes];
        for (int lane = 0; lane < lanes; lane++) {
            widths[lane] = total <= available ? needed[lane] + (available - total) / lanes
                    : Math.max(MIN_WIDTH, (int) ((long) available * needed[lane] / Math.max(1, total)));
        }
        int[] lefts = new int[lanes];
        for (int lane = 1; lane < lanes; lane++) {
            lefts[lane] = lefts[lane - 1] + widths[lane - 1];
        }
        return new LaneLayout(lefts, widths);
    }

    /** The width of all lanes together. */
    int width() {
        return widths.length == 0 ? 0 : lefts[lefts.length - 1] + widths[widths.length - 1];
    }

    /** The left edge of {@code lane}, relative to the first lane's. */
    int left(int lane) {
        return lefts[lane];
    }

    int width(int lane) {
        return widths[lane];
    }
}
