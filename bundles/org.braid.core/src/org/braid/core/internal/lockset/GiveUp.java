package org.braid.core.internal.lockset;

/** The analysis met something it cannot follow soundly; its result is then "every location may race". */
final class GiveUp extends RuntimeException {

    private static final long serialVersionUID = 1L;

    GiveUp(String reason) {
        super(reason, null, false, false);
    }
}
