package org.braid.core.internal.check;

import org.braid.core.Strategy;
import org.braid.core.internal.ir.Program;
import org.braid.core.internal.seq.KissPass;
import org.braid.core.internal.seq.RoundsPass;
import org.braid.core.internal.seq.SeqConfig;
import org.braid.core.internal.seq.SequentialProgram;
import org.braid.core.internal.seq.UnsupportedProgramException;

/** The sequentialization pass of a {@link Strategy}. */
@FunctionalInterface
interface Sequentializer {

    SequentialProgram apply(Program concurrent, String entry, SeqConfig config) throws UnsupportedProgramException;

    static Sequentializer of(Strategy strategy) {
        return switch (strategy) {
            case KISS -> KissPass::apply;
            case ROUNDS -> RoundsPass::apply;
        };
    }
}
