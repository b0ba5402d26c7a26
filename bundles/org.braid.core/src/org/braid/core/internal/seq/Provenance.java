package org.braid.core.internal.seq;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.braid.core.internal.ir.StmtRef;

/**
 * Maps statements of a sequential program to their {@link Origin} in the concurrent program.
 * Immutable.
 */
public final class Provenance {

    private final Map<StmtRef, Origin> origins;

    public Provenance(Map<StmtRef, Origin> origins) {
        this.origins = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(origins));
    }

    /** The origin of a sequential statement, or empty for glue. */
    public Optional<Origin> origin(StmtRef sequential) {
        return Optional.ofNullable(origins.get(sequential));
    }

    public Map<StmtRef, Origin> all() {
        return origins;
    }
}
