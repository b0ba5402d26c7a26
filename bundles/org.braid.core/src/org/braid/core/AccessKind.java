package org.braid.core;

/** Whether a memory access reads or writes. */
public enum AccessKind {
    READ("read"),
    WRITE("write");

    private final String key;

    AccessKind(String key) {
        this.key = key;
    }

    /** The name used in reports: {@code read} or {@code write}. */
    public String key() {
        return key;
    }
}
