package org.braid.core.internal.lockset;

import java.util.ArrayList;
import java.util.List;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Lvalue;

/** The memory cells an expression reads, the reads inside their pointers included (both arms of a conditional). */
final class MemoryReads {

    private MemoryReads() {
    }

    static List<Lvalue.Mem> in(Expr e) {
        List<Lvalue.Mem> out = new ArrayList<>();
        collect(e, out);
        return out;
    }

    private static void collect(Expr e, List<Lvalue.Mem> out) {
        switch (e) {
            case Expr.Const c -> {
            }
            case Expr.Null n -> {
            }
            case Expr.GlobalAddr g -> {
            }
            case Expr.LocalAddr l -> {
            }
            case Expr.FunctionAddr f -> {
            }
            case Expr.Read r -> {
                if (r.lvalue() instanceof Lvalue.Mem m) {
                    collect(m.pointer(), out);
                    out.add(m);
                }
            }
            case Expr.PtrAdd p -> {
                collect(p.pointer(), out);
                collect(p.bytes(), out);
            }
            case Expr.PtrDiff d -> {
                collect(d.left(), out);
                collect(d.right(), out);
            }
            case Expr.ObjectSize o -> collect(o.pointer(), out);
            case Expr.Unary u -> collect(u.operand(), out);
            case Expr.Binary b -> {
                collect(b.left(), out);
                collect(b.right(), out);
            }
            case Expr.Cast c -> collect(c.operand(), out);
            case Expr.Ite i -> {
                collect(i.condition(), out);
                collect(i.then(), out);
                collect(i.otherwise(), out);
            }
            case Expr.FloatOp f -> f.operands().forEach(x -> collect(x, out));
        }
    }
}
