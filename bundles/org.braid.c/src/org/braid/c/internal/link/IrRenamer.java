package org.braid.c.internal.link;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.braid.core.internal.ir.Block;
import org.braid.core.internal.ir.Callee;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Global;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.StructDef;
import org.braid.core.internal.ir.Terminator;
import org.braid.core.internal.ir.Type;
import org.braid.core.internal.ir.Variable;

/**
 * Renames procedures, globals and struct tags throughout CIR: how model code joins a program
 * whose own names it must not capture. Names not in the maps stay.
 */
final class IrRenamer {
    private final Map<String, String> procedures;
    private final Map<String, String> globals;
    private final Map<String, String> tags;

    IrRenamer(Map<String, String> procedures, Map<String, String> globals, Map<String, String> tags) {
        this.procedures = procedures;
        this.globals = globals;
        this.tags = tags;
    }

    boolean isIdentity() {
        return procedures.isEmpty() && globals.isEmpty() && tags.isEmpty();
    }

    Procedure procedure(Procedure p) {
        if (isIdentity()) {
            return p;
        }
        List<Variable> params = p.parameters().stream().map(this::variable).toList();
        List<Variable> locals = p.locals().stream().map(this::variable).toList();
        Map<String, Variable> byName = new java.util.HashMap<>();
        params.forEach(v -> byName.put(v.name(), v));
        locals.forEach(v -> byName.put(v.name(), v));
        List<Block> blocks = p.blocks().stream().map(b -> new Block(b.label(),
            b.statements().stream().map(s -> statement(s, byName)).toList(), terminator(b.terminator(), byName))).toList();
        return new Procedure(proc(p.name()), (Type.Function) type(p.type()), params, locals, blocks, p.loc());
    }

    Global global(Global g) {
        if (isIdentity()) {
            return g;
        }
        return new Global(globals.getOrDefault(g.name(), g.name()), type(g.type()),
            g.initializer().stream().map(i -> new Global.Init(i.offset(), expr(i.value(), Map.of()))).toList(),
            g.threadLocal(), g.loc());
    }

    StructDef struct(StructDef s) {
        return new StructDef(tags.getOrDefault(s.tag(), s.tag()), s.union(),
            s.fields().stream().map(f -> new StructDef.Field(f.name(), type(f.type()), f.offset())).toList(),
            s.size(), s.align());
    }

    private String proc(String name) {
        return procedures.getOrDefault(name, name);
    }

    private Variable variable(Variable v) {
        return new Variable(v.name(), type(v.type()), v.inMemory(), v.temporary(), v.notation());
    }

    private Stmt statement(Stmt s, Map<String, Variable> vars) {
        return switch (s) {
            case Stmt.Assign a -> new Stmt.Assign(lvalue(a.target(), vars), expr(a.value(), vars), a.loc());
            case Stmt.Havoc h -> new Stmt.Havoc(lvalue(h.target(), vars), h.loc());
            case Stmt.Assume a -> new Stmt.Assume(expr(a.condition(), vars), a.loc());
            case Stmt.Assert a -> a.withCondition(expr(a.condition(), vars));
            case Stmt.Call c -> new Stmt.Call(opt(c.result(), vars), callee(c.callee(), vars),
                c.arguments().stream().map(x -> expr(x, vars)).toList(), c.loc());
            case Stmt.Async a -> new Stmt.Async(opt(a.threadId(), vars), callee(a.callee(), vars),
                a.arguments().stream().map(x -> expr(x, vars)).toList(), a.loc());
            case Stmt.Join j -> new Stmt.Join(expr(j.threadId(), vars), opt(j.result(), vars), j.loc());
            case Stmt.AtomicBegin a -> a;
            case Stmt.AtomicEnd a -> a;
            case Stmt.Alloc a -> new Stmt.Alloc(lvalue(a.target(), vars), expr(a.size(), vars), a.zeroed(), a.site(), a.loc());
            case Stmt.Free f -> new Stmt.Free(expr(f.pointer(), vars), f.loc());
        };
    }

    private Terminator terminator(Terminator t, Map<String, Variable> vars) {
        return switch (t) {
            case Terminator.Branch b -> new Terminator.Branch(expr(b.condition(), vars), b.then(), b.otherwise(), b.loc());
            case Terminator.Return r -> new Terminator.Return(r.value().map(x -> expr(x, vars)), r.loc());
            case Terminator.Goto g -> g;
            case Terminator.Exit e -> e;
        };
    }

    private Optional<Lvalue> opt(Optional<Lvalue> l, Map<String, Variable> vars) {
        return l.map(x -> lvalue(x, vars));
    }

    private Callee callee(Callee c, Map<String, Variable> vars) {
        return switch (c) {
            case Callee.Direct d -> new Callee.Direct(proc(d.name()));
            case Callee.Indirect i -> new Callee.Indirect(expr(i.pointer(), vars));
        };
    }

    private Lvalue lvalue(Lvalue l, Map<String, Variable> vars) {
        return switch (l) {
            case Lvalue.Var v -> new Lvalue.Var(vars.getOrDefault(v.variable().name(), v.variable()));
            case Lvalue.Mem m -> new Lvalue.Mem(expr(m.pointer(), vars), type(m.type()), m.display(), m.at(), m.notation());
        };
    }

    private Expr expr(Expr e, Map<String, Variable> vars) {
        return switch (e) {
            case Expr.Const c -> new Expr.Const(c.bits(), type(c.type()));
            case Expr.Null n -> new Expr.Null((Type.Pointer) type(n.type()));
            case Expr.Read r -> new Expr.Read(lvalue(r.lvalue(), vars));
            case Expr.GlobalAddr g -> new Expr.GlobalAddr(globals.getOrDefault(g.name(), g.name()), (Type.Pointer) type(g.type()));
            case Expr.LocalAddr l -> new Expr.LocalAddr(vars.getOrDefault(l.variable().name(), l.variable()),
                (Type.Pointer) type(l.type()));
            case Expr.FunctionAddr f -> new Expr.FunctionAddr(proc(f.name()), (Type.Pointer) type(f.type()));
            case Expr.PtrAdd p -> new Expr.PtrAdd(expr(p.pointer(), vars), expr(p.bytes(), vars), (Type.Pointer) type(p.type()));
            case Expr.PtrDiff d -> new Expr.PtrDiff(expr(d.left(), vars), expr(d.right(), vars), d.type());
            case Expr.ObjectSize o -> new Expr.ObjectSize(expr(o.pointer(), vars), o.type());
            case Expr.Unary u -> new Expr.Unary(u.op(), expr(u.operand(), vars));
            case Expr.Binary b -> new Expr.Binary(b.op(), expr(b.left(), vars), expr(b.right(), vars));
            case Expr.Cast c -> new Expr.Cast(expr(c.operand(), vars), type(c.type()));
            case Expr.Ite i -> new Expr.Ite(expr(i.condition(), vars), expr(i.then(), vars), expr(i.otherwise(), vars));
            case Expr.FloatOp o -> new Expr.FloatOp(o.op(), o.operands().stream().map(x -> expr(x, vars)).toList(), o.type());
        };
    }

    Type type(Type t) {
        return switch (t) {
            case Type.Struct s -> new Type.Struct(tags.getOrDefault(s.tag(), s.tag()));
            case Type.Pointer p -> new Type.Pointer(type(p.target()));
            case Type.Array a -> new Type.Array(type(a.element()), a.length());
            case Type.Function f -> new Type.Function(type(f.returnType()), f.parameters().stream().map(this::type).toList(),
                f.variadic());
            case Type.Int i -> i;
            case Type.Bool b -> b;
            case Type.Void v -> v;
        };
    }
}
