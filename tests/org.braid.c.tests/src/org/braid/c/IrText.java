package org.braid.c;

import java.util.ArrayList;
import java.util.List;
import org.braid.core.internal.ir.Block;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Printer;
import org.braid.core.internal.ir.Stmt;

/** Procedures of a lowering result as printed statement lines, for exact assertions. */
final class IrText {

    private IrText() {
    }

    static Procedure proc(LoweringResult r, String name) {
        return r.program().procedure(name).orElseThrow(() -> new AssertionError("no procedure " + name
            + " in " + r.program().procedures().keySet()));
    }

    /** Every statement and terminator of the procedure, printed, with block labels as {@code label:}. */
    static List<String> lines(Procedure p) {
        List<String> out = new ArrayList<>();
        for (Block b : p.blocks()) {
            out.add(b.label() + ":");
            for (Stmt s : b.statements()) {
                out.add(Printer.statement(s));
            }
            out.add(Printer.terminator(b.terminator()));
        }
        return out;
    }

    /** The printed statements only (no labels, no terminators). */
    static List<String> statements(Procedure p) {
        List<String> out = new ArrayList<>();
        for (Block b : p.blocks()) {
            for (Stmt s : b.statements()) {
                out.add(Printer.statement(s));
            }
        }
        return out;
    }

    static List<String> lines(LoweringResult r, String name) {
        return lines(proc(r, name));
    }

    static List<String> statements(LoweringResult r, String name) {
        return statements(proc(r, name));
    }
}
