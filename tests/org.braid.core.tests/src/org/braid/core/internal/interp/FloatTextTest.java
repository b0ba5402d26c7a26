package org.braid.core.internal.interp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * {@link FloatText}: the shortest text that reads back, spelled as glibc's {@code %g} spells it.
 * The reference table {@code fixtures/interp/float-text-reference.txt} was printed by
 * {@code float-text-reference.c} beside it (gcc 12, glibc, x86-64): 6,000 bit patterns, special
 * values and random ones, each with the text printf and strtod/strtof give by FloatText's rule.
 */
class FloatTextTest {

    @Test
    void doublesReadAsCProgrammersWriteThem() {
        assertEquals("1.5", FloatText.binary64(Double.doubleToRawLongBits(1.5)));
        assertEquals("0.1", FloatText.binary64(Double.doubleToRawLongBits(0.1)));
        assertEquals("-2.5", FloatText.binary64(Double.doubleToRawLongBits(-2.5)));
        assertEquals("100", FloatText.binary64(Double.doubleToRawLongBits(100)), "whole numbers keep their digits");
        assertEquals("0.3333333333333333", FloatText.binary64(Double.doubleToRawLongBits(1.0 / 3)));
        assertEquals("1e+20", FloatText.binary64(Double.doubleToRawLongBits(1e20)));
        assertEquals("10000000000000000", FloatText.binary64(Double.doubleToRawLongBits(1e16)), "%.17g is positional");
        assertEquals("1e+17", FloatText.binary64(Double.doubleToRawLongBits(1e17)));
        assertEquals("0.0001", FloatText.binary64(Double.doubleToRawLongBits(1e-4)));
        assertEquals("1e-05", FloatText.binary64(Double.doubleToRawLongBits(1e-5)));
        assertEquals("1.7976931348623157e+308", FloatText.binary64(Double.doubleToRawLongBits(Double.MAX_VALUE)));
    }

    @Test
    void specialDoublesAreWrittenAsPrintfWritesThem() {
        assertEquals("0", FloatText.binary64(0));
        assertEquals("-0", FloatText.binary64(Long.MIN_VALUE));
        assertEquals("inf", FloatText.binary64(0x7ff0_0000_0000_0000L));
        assertEquals("-inf", FloatText.binary64(0xfff0_0000_0000_0000L));
        assertEquals("nan", FloatText.binary64(0x7ff8_0000_0000_0000L));
        assertEquals("-nan", FloatText.binary64(-1L), "every bit set: a NaN with its sign bit");
        assertEquals("nan", FloatText.binary64(0x7ff0_0000_0000_0001L), "a signalling NaN's payload is not shown");
    }

    @Test
    void subnormalsAreShortestToo() {
        assertEquals("5e-324", FloatText.binary64(1));
        assertEquals("-5e-324", FloatText.binary64(0x8000_0000_0000_0001L));
        assertEquals("2.225073858507201e-308", FloatText.binary64(0x000f_ffff_ffff_ffffL), "the largest subnormal");
        assertEquals("2.2250738585072014e-308", FloatText.binary64(0x0010_0000_0000_0000L), "the smallest normal");
        assertEquals("1e-45", FloatText.binary32(1));
        assertEquals("1.1754942e-38", FloatText.binary32(0x007f_ffff), "the largest subnormal float");
    }

    @Test
    void aFloatIsShortestAsAFloat() {
        assertEquals("0.1", FloatText.binary32(Float.floatToRawIntBits(0.1f)));
        assertEquals("0.100000001", FloatText.binary64(Double.doubleToRawLongBits(0.1f)).substring(0, 11),
            "the same value as a double needs more digits");
        assertEquals("0.33333334", FloatText.binary32(Float.floatToRawIntBits(1.0f / 3)));
        assertEquals("3.4028235e+38", FloatText.binary32(Float.floatToRawIntBits(Float.MAX_VALUE)));
        assertEquals("100000000", FloatText.binary32(Float.floatToRawIntBits(1e8f)), "%.9g is positional");
        assertEquals("1e+09", FloatText.binary32(Float.floatToRawIntBits(1e9f)));
        assertEquals("16777216", FloatText.binary32(Float.floatToRawIntBits(16777217.0f)));
        assertEquals("-0", FloatText.binary32(0x8000_0000L));
        assertEquals("inf", FloatText.binary32(0x7f80_0000L));
        assertEquals("-inf", FloatText.binary32(0xff80_0000L));
        assertEquals("nan", FloatText.binary32(0x7fc0_0000L));
        assertEquals("-nan", FloatText.binary32(0xffff_ffffL));
        assertEquals("1.5", FloatText.binary32(0xffff_ffff_3fc0_0000L), "only the low 32 bits are the float");
    }

    @Test
    void everyValueOfTheGlibcTableIsWrittenAsPrintfWroteIt() throws IOException {
        List<String> lines = Files.readAllLines(reference());
        assertTrue(lines.size() > 6000, "the table has its 6,000 rows: " + lines.size());
        for (String line : lines) {
            String[] cells = line.split(" ");
            long bits = Long.parseUnsignedLong(cells[1], 16);
            String text = cells[0].equals("f") ? FloatText.binary32(bits) : FloatText.binary64(bits);
            assertEquals(cells[2], text, line);
        }
    }

    @Test
    void everyFiniteTextReadsBackToTheSameBits() throws IOException {
        for (String line : Files.readAllLines(reference())) {
            String[] cells = line.split(" ");
            long bits = Long.parseUnsignedLong(cells[1], 16);
            if (cells[2].contains("nan") || cells[2].contains("inf")) {
                continue;
            }
            if (cells[0].equals("f")) {
                assertEquals((int) bits, Float.floatToRawIntBits(Float.parseFloat(FloatText.binary32(bits))), line);
            } else {
                assertEquals(bits, Double.doubleToRawLongBits(Double.parseDouble(FloatText.binary64(bits))), line);
            }
        }
    }

    private static Path reference() {
        Path local = Path.of("fixtures", "interp", "float-text-reference.txt");
        return Files.exists(local) ? local
            : Path.of("tests", "org.braid.core.tests", "fixtures", "interp", "float-text-reference.txt");
    }
}
