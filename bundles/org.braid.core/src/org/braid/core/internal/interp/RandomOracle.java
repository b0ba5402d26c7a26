package org.braid.core.internal.interp;

import java.util.List;
import java.util.SplittableRandom;

import org.braid.core.internal.ir.StmtRef;
import org.braid.core.internal.ir.Type;

/**
 * Random choices from a fixed seed: the same seed gives the same schedule and values. Threads
 * are chosen uniformly among the enabled ones. Integers are a small value in [-4, 8] half of
 * the time (branches on small constants are common) and uniform bits otherwise; booleans are
 * fair coins; pointers are null.
 */
public final class RandomOracle implements Oracle {
    private final SplittableRandom random;

    public RandomOracle(long seed) {
        this.random = new SplittableRandom(seed);
    }

    @Override
    public int chooseThread(List<Integer> enabled, int previous) {
        return enabled.get(random.nextInt(enabled.size()));
    }

    @Override
    public long chooseValue(Type type, int thread, StmtRef at) {
        return switch (type) {
            case Type.Bool b -> random.nextInt(2);
            case Type.Int i -> random.nextBoolean() ? random.nextInt(13) - 4 : random.nextLong();
            case Type.Pointer p -> 0;
            case Type.Struct s -> throw new IllegalArgumentException("havoc of aggregate " + s);
            case Type.Array a -> throw new IllegalArgumentException("havoc of aggregate " + a);
            case Type.Function f -> throw new IllegalArgumentException("havoc of function " + f);
            case Type.Void v -> throw new IllegalArgumentException("havoc of void");
        };
    }
}
