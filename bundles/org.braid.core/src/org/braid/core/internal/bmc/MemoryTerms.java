package org.braid.core.internal.bmc;

import org.braid.core.internal.bmc.term.TermFactory;
import org.braid.core.internal.bmc.term.ValueSets;

/** The term factory and the analyses of offsets and pointers shared by the memory encoding of one check. */
record MemoryTerms(TermFactory f, Residues residues, ValueSets values) {
}
