package org.braid.core.internal.bmc;

import org.braid.core.internal.bmc.term.TermFactory;
import org.braid.core.internal.bmc.term.ValueSets;

/**
 * The term factory and the analyses of offsets and pointers shared by the memory encoding of one
 * check, and whether accesses of mixed widths are composed of bytes ({@link BmcOptions#composedBytes}).
 */
record MemoryTerms(TermFactory f, Residues residues, ValueSets values, boolean composedBytes) {
}
