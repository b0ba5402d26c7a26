package org.braid.core.internal.seq;

import org.braid.core.internal.ir.Printer;
import org.junit.jupiter.api.Test;

/** The sequential programs of small concurrent programs, compared with golden files. */
class SequentializerGoldenTest {

    @Test
    void kissLostUpdateWithRaceAndAssertionChecks() throws Exception {
        SequentialProgram seq = KissPass.apply(Models.lostUpdate(), "main", SeqConfig.of(1, 1, 4, 2, true, true));
        Golden.assertMatches("lost-update.kiss-max1.cir", Printer.print(seq.program()));
    }

    @Test
    void kissBluetoothWithMaxZero() throws Exception {
        SequentialProgram seq = KissPass.apply(Models.bluetooth(), "main", SeqConfig.of(0, 1, 4, 2, false, true));
        Golden.assertMatches("bluetooth.kiss-max0.cir", Printer.print(seq.program()));
    }

    @Test
    void roundsLostUpdateWithAssertionChecks() throws Exception {
        SequentialProgram seq = RoundsPass.apply(Models.lostUpdate(), "main", SeqConfig.of(0, 2, 4, 1, false, true));
        Golden.assertMatches("lost-update.rounds-k2.cir", Printer.print(seq.program()));
    }
}
