package org.braid.core.internal.ir;

import java.util.List;

/**
 * How a front end names the program's threads for traces and findings, as the JVM names Java
 * threads ({@code "main"}, {@code "Thread-0"}, {@code new Thread(r, "worker")}): a call of the
 * external procedure {@value #PROCEDURE}{@code (object, chars, length, numbered)} without a
 * result.
 * <ul>
 * <li>{@code object}: the object a thread is (or will be) started with as its start procedure's
 * first argument (a Java {@code Thread}), or null for the calling thread itself;</li>
 * <li>{@code chars}, {@code length}: the name, {@code length} unsigned integers at {@code chars}
 * (16 bits wide: UTF-16 code units, 8 bits: ISO-8859-1 characters), the pointer's target type
 * says which;</li>
 * <li>{@code numbered}: if not 0, the name is those characters followed by how many numbered
 * names with the same characters the execution gave before ({@code Thread-0}, {@code Thread-1},
 * ... in the order of the calls, as the JDK numbers threads constructed without a name).</li>
 * </ul>
 * A later call for the same object renames it ({@code setName}); a thread's name is its object's
 * name when the execution ends (or stops at a finding).
 *
 * <p>Every engine treats the call as what it is, an external procedure without a result: it does
 * nothing. Its arguments must read no memory (registers, constants and addresses), so naming adds
 * no access, race, dependence or formula; the front end reads a name's characters into registers
 * before the call if it has to. Only the interpreter gives the call its meaning, keeping the names
 * on the side of the state it runs ({@code interp.State}), so replayed traces name their threads.
 */
public final class ThreadNaming {

    /** The name of the external procedure. */
    public static final String PROCEDURE = "__braid_thread_name";

    private ThreadNaming() {
    }

    /**
     * The declaration of {@value #PROCEDURE} for a program whose objects are {@code object}
     * pointers and whose names are {@code chars} pointers.
     */
    public static Procedure declaration(Type.Pointer object, Type.Pointer chars, Type.Int count) {
        return new Procedure(PROCEDURE, new Type.Function(Type.VOID, List.of(object, chars, count, count), false),
            List.of(), List.of(), List.of(), Loc.NONE);
    }
}
