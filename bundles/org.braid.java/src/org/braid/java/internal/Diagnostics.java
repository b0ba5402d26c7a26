package org.braid.java.internal;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.braid.java.Diagnostic;
import org.braid.java.DiagnosticKind;
import org.braid.java.internal.parse.ParsedUnit;
import org.eclipse.jdt.core.dom.ASTNode;

/** The diagnostics of one lowering, in source order at the end. Not thread-safe. */
public final class Diagnostics {
    private final List<Diagnostic> all = new ArrayList<>();

    /** An unsupported construct in {@code procedure} (null outside methods, which makes every check unknown). */
    public void unsupported(ParsedUnit unit, UnsupportedConstruct construct, String procedure) {
        all.add(new Diagnostic(DiagnosticKind.UNSUPPORTED, unit.file(), unit.line(construct.node()), procedure,
            List.of(construct.what())));
    }

    /** A method the class harness leaves out, and why. */
    public void leftOut(ParsedUnit unit, ASTNode method, String why) {
        all.add(new Diagnostic(DiagnosticKind.LEFT_OUT_OF_HARNESS, unit.file(), unit.line(method), null,
            List.of(why)));
    }

    /** A {@code @ThreadSafe} class no class harness can check, and why. */
    public void threadSafeNotChecked(String file, int line, String why) {
        all.add(new Diagnostic(DiagnosticKind.THREAD_SAFE_NOT_CHECKED, file, line, null, List.of(why)));
    }

    public List<Diagnostic> sorted() {
        List<Diagnostic> copy = new ArrayList<>(all);
        copy.sort(Comparator.comparing(Diagnostic::file).thenComparingInt(Diagnostic::line));
        return copy;
    }
}
