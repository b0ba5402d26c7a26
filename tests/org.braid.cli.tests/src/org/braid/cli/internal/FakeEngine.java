package org.braid.cli.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Function;

import org.braid.core.Cancellation;
import org.braid.core.CheckOptions;
import org.braid.core.CheckProgress;
import org.braid.core.CheckResult;

/** An engine that answers from a table by file name and records what it was asked. */
final class FakeEngine implements Engine {
    private final Function<String, CheckResult> answers;
    private final Map<String, InputException> inputErrors;
    final List<CheckInput> inputs = new ArrayList<>();
    final List<CheckOptions> options = new ArrayList<>();
    final List<Cancellation> cancellations = new ArrayList<>();

    FakeEngine(Function<String, CheckResult> answers, Map<String, InputException> inputErrors) {
        this.answers = answers;
        this.inputErrors = inputErrors;
    }

    FakeEngine(CheckResult answer) {
        this(file -> answer, Map.of());
    }

    /** A measurement whose checks take {@code millis[0]}, {@code millis[1]}, ... milliseconds, then 0. */
    static Measurement clock(long... millis) {
        long[] readings = new long[2 * millis.length];
        for (int i = 0; i < millis.length; i++) {
            readings[2 * i] = i == 0 ? 0 : readings[2 * i - 1];
            readings[2 * i + 1] = readings[2 * i] + millis[i] * 1_000_000;
        }
        int[] next = { 0 };
        return new Measurement(() -> next[0] < readings.length ? readings[next[0]++] : readings[readings.length - 1]);
    }

    /** Answers cross-checks from the same table. */
    @Override
    public Engine crossChecking() {
        return this;
    }

    @Override
    public CheckResult check(CheckInput input, CheckOptions checkOptions, Cancellation cancel, Consumer<String> notes,
            CheckProgress progress) throws InputException {
        inputs.add(input);
        options.add(checkOptions);
        cancellations.add(cancel);
        String name = input.files().get(0).getFileName().toString();
        notes.accept(name + ":1: note: checked by the fake engine");
        InputException error = inputErrors.get(name);
        if (error != null) {
            throw error;
        }
        return answers.apply(name);
    }
}
