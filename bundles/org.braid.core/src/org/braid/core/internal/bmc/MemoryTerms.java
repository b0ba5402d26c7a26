package org.braid.core.internal.bmc;

import org.braid.core.internal.bmc.term.TermFactory;

/** The term factory and offset analysis shared by the memory encoding of one check. */
record MemoryTerms(TermFactory f, Residues residues) {
}
