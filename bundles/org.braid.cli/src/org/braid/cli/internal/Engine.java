package org.braid.cli.internal;

import java.util.function.Consumer;

import org.braid.core.Cancellation;
import org.braid.core.CheckOptions;
import org.braid.core.CheckProgress;
import org.braid.core.CheckResult;

/** Lowers C files with the front end and checks the program with the core engine. */
interface Engine {

    /**
     * Checks {@code input} within {@code options}' bounds.
     *
     * @param notes receives the front end's notes ({@code file:line: note: ...}) about how it
     *        lowered the input, for standard error
     * @param progress told of each phase of the check, on the calling thread
     * @throws InputException if the front end cannot read the input (syntax error, missing include, ...)
     */
    CheckResult check(CheckInput input, CheckOptions options, Cancellation cancel, Consumer<String> notes,
            CheckProgress progress) throws InputException;

    /**
     * This engine running both checking engines to the end and comparing them
     * ({@code --cross-check}); its results carry a {@link org.braid.core.Portfolio} with the
     * disagreements.
     *
     * @throws UnsupportedOperationException if this engine cannot cross-check
     */
    default Engine crossChecking() {
        throw new UnsupportedOperationException("this engine cannot cross-check");
    }
}
