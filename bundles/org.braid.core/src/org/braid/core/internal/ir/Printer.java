package org.braid.core.internal.ir;

import java.util.List;
import java.util.stream.Collectors;

/**
 * The readable textual form of CIR, shown by {@code braid ir} and used by golden-file tests.
 * Memory accesses print as the user wrote them ({@code e->stoppingFlag}) with the pointer
 * expression in brackets; each statement ends with its source line.
 */
public final class Printer {

    private Printer() {
    }

    public static String print(Program program) {
        StringBuilder out = new StringBuilder();
        out.append("// data model ").append(program.dataModel()).append('\n');
        for (StructDef s : program.structs().values()) {
            out.append(s.union() ? "union " : "struct ").append(s.tag())
                .append(" /* size ").append(s.size()).append(" */ {");
            for (StructDef.Field f : s.fields()) {
                out.append(' ').append(f.type()).append(' ').append(f.name()).append(" @").append(f.offset()).append(';');
            }
            out.append(" }\n");
        }
        for (Global g : program.globals().values()) {
            out.append(g.threadLocal() ? "thread_local " : "global ").append(g.type()).append(' ').append(g.name());
            if (!g.initializer().isEmpty()) {
                out.append(" = {").append(g.initializer().stream()
                    .map(i -> "@" + i.offset() + ": " + expr(i.value())).collect(Collectors.joining(", "))).append('}');
            }
            out.append(";\n");
        }
        for (Procedure p : program.procedures().values()) {
            out.append('\n').append(procedure(p));
        }
        return out.toString();
    }

    public static String procedure(Procedure p) {
        StringBuilder out = new StringBuilder();
        out.append("proc ").append(p.name()).append('(')
            .append(p.parameters().stream().map(Printer::declaration).collect(Collectors.joining(", ")))
            .append(") -> ").append(p.type().returnType());
        if (p.isExternal()) {
            return out.append(" external;\n").toString();
        }
        out.append(" {\n");
        for (Variable v : p.locals()) {
            out.append("  local ").append(declaration(v)).append(";\n");
        }
        for (Block b : p.blocks()) {
            out.append(b.label()).append(":\n");
            for (Stmt s : b.statements()) {
                line(out, statement(s), s.loc());
            }
            line(out, terminator(b.terminator()), b.terminator().loc());
        }
        return out.append("}\n").toString();
    }

    private static void line(StringBuilder out, String text, Loc loc) {
        out.append("  ").append(text);
        if (loc.isKnown()) {
            out.append("    // line ").append(loc.line());
        }
        out.append('\n');
    }

    private static String declaration(Variable v) {
        return v.type() + " " + v.name() + (v.inMemory() ? " /*mem*/" : "");
    }

    public static String statement(Stmt s) {
        return switch (s) {
            case Stmt.Assign a -> lvalue(a.target()) + " = " + expr(a.value()) + ";";
            case Stmt.Havoc h -> lvalue(h.target()) + " = *;";
            case Stmt.Assume a -> "assume " + expr(a.condition()) + ";";
            case Stmt.Assert a when a.marksUnsupported() -> "unsupported \"" + a.unsupportedWhat() + "\";";
            case Stmt.Assert a -> (a.kind() == Stmt.Assert.Kind.EXCEPTION ? "assert_exception " : "assert ")
                + expr(a.condition()) + ";  /* " + a.message() + " */";
            case Stmt.Call c -> c.result().map(r -> lvalue(r) + " = ").orElse("")
                + "call " + callee(c.callee()) + args(c.arguments()) + ";";
            case Stmt.Async a -> a.threadId().map(r -> lvalue(r) + " = ").orElse("")
                + "async " + callee(a.callee()) + args(a.arguments()) + ";";
            case Stmt.Join j -> j.result().map(r -> lvalue(r) + " = ").orElse("") + "join " + expr(j.threadId()) + ";";
            case Stmt.AtomicBegin a -> "atomic_begin;";
            case Stmt.AtomicEnd a -> "atomic_end;";
            case Stmt.Alloc a -> lvalue(a.target()) + " = " + (a.zeroed() ? "alloc_zeroed " : "alloc ") + expr(a.size()) + ";";
            case Stmt.Free f -> "free " + expr(f.pointer()) + ";";
        };
    }

    public static String terminator(Terminator t) {
        return switch (t) {
            case Terminator.Goto g -> "goto " + g.target() + ";";
            case Terminator.Branch b -> "if " + expr(b.condition()) + " goto " + b.then() + " else " + b.otherwise() + ";";
            case Terminator.Return r -> "return" + r.value().map(v -> " " + expr(v)).orElse("") + ";";
            case Terminator.Exit e -> "exit;";
        };
    }

    private static String callee(Callee c) {
        return switch (c) {
            case Callee.Direct d -> d.name();
            case Callee.Indirect i -> "*(" + expr(i.pointer()) + ")";
        };
    }

    private static String args(List<Expr> args) {
        return args.stream().map(Printer::expr).collect(Collectors.joining(", ", "(", ")"));
    }

    public static String lvalue(Lvalue l) {
        return switch (l) {
            case Lvalue.Var v -> v.variable().name();
            case Lvalue.Mem m -> m.display() + "[" + expr(m.pointer()) + "]:" + m.type();
        };
    }

    public static String expr(Expr e) {
        return switch (e) {
            case Expr.Const c -> c.type() instanceof Type.Bool ? (c.bits() == 1 ? "true" : "false")
                : c.value() + ":" + c.type();
            case Expr.Null n -> "null";
            case Expr.Read r -> lvalue(r.lvalue());
            case Expr.GlobalAddr g -> "&" + g.name();
            case Expr.LocalAddr l -> "&" + l.variable().name();
            case Expr.FunctionAddr f -> "&" + f.name();
            case Expr.PtrAdd p -> "(" + expr(p.pointer()) + " +p " + expr(p.bytes()) + ")";
            case Expr.PtrDiff d -> "(" + expr(d.left()) + " -p " + expr(d.right()) + ")";
            case Expr.ObjectSize o -> "objectsize(" + expr(o.pointer()) + ")";
            case Expr.Unary u -> switch (u.op()) {
                case NEG -> "-" + expr(u.operand());
                case BIT_NOT -> "~" + expr(u.operand());
                case NOT -> "!" + expr(u.operand());
            };
            case Expr.Binary b -> "(" + expr(b.left()) + " " + b.op().symbol() + " " + expr(b.right()) + ")";
            case Expr.Cast c -> "(" + c.type() + ")" + expr(c.operand());
            case Expr.Ite i -> "(" + expr(i.condition()) + " ? " + expr(i.then()) + " : " + expr(i.otherwise()) + ")";
            case Expr.FloatOp o -> "float." + o.op().name().toLowerCase(java.util.Locale.ROOT) + "("
                + String.join(", ", o.operands().stream().map(Printer::expr).toList()) + "):" + o.type();
        };
    }
}
