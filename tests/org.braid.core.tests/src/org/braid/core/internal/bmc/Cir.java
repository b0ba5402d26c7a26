package org.braid.core.internal.bmc;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.braid.core.internal.ir.Block;
import org.braid.core.internal.ir.Callee;
import org.braid.core.internal.ir.DataModel;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Expr.BinaryOp;
import org.braid.core.internal.ir.Global;
import org.braid.core.internal.ir.Loc;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Program;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.StructDef;
import org.braid.core.internal.ir.Terminator;
import org.braid.core.internal.ir.Type;
import org.braid.core.internal.ir.Variable;

/** A small test-only builder for CIR programs; statement {@code line}s go to file {@code t.c}. */
final class Cir {

    static final Type.Int I8 = new Type.Int(8, true);
    static final Type.Int U8 = new Type.Int(8, false);
    static final Type.Int I16 = new Type.Int(16, true);
    static final Type.Int U16 = new Type.Int(16, false);
    static final Type.Int I32 = new Type.Int(32, true);
    static final Type.Int U32 = new Type.Int(32, false);
    static final Type.Int I64 = new Type.Int(64, true);
    static final Type.Int U64 = new Type.Int(64, false);

    private Cir() {
    }

    static Loc loc(int line) {
        return new Loc("t.c", line, 1, "line " + line);
    }

    static Type.Pointer ptr(Type target) {
        return new Type.Pointer(target);
    }

    static Type.Function fn(Type result, Type... params) {
        return new Type.Function(result, List.of(params), false);
    }

    // ---- expressions

    static Expr.Const c(long value, Type.Int type) {
        return Expr.Const.of(value, type);
    }

    static Expr.Const bool(boolean value) {
        return Expr.Const.bool(value);
    }

    static Expr read(Variable v) {
        return new Expr.Read(var(v));
    }

    static Lvalue.Var var(Variable v) {
        return new Lvalue.Var(v);
    }

    static Lvalue.Mem mem(Expr pointer, Type type, String display) {
        return new Lvalue.Mem(pointer, type, display);
    }

    static Expr load(Expr pointer, Type type) {
        return new Expr.Read(mem(pointer, type, "*p"));
    }

    static Expr bin(BinaryOp op, Expr a, Expr b) {
        return new Expr.Binary(op, a, b);
    }

    static Expr eq(Expr a, Expr b) {
        return bin(BinaryOp.EQ, a, b);
    }

    static Expr ne(Expr a, Expr b) {
        return bin(BinaryOp.NE, a, b);
    }

    static Expr lt(Expr a, Expr b) {
        return bin(BinaryOp.LT, a, b);
    }

    static Expr add(Expr a, Expr b) {
        return bin(BinaryOp.ADD, a, b);
    }

    static Expr global(String name, Type type) {
        return new Expr.GlobalAddr(name, ptr(type));
    }

    static Expr addr(Variable v) {
        return new Expr.LocalAddr(v, ptr(v.type()));
    }

    static Expr ptrAdd(Expr pointer, Expr bytes, Type target) {
        return new Expr.PtrAdd(pointer, bytes, ptr(target));
    }

    // ---- statements

    static Stmt assign(Variable v, Expr value, int line) {
        return new Stmt.Assign(var(v), value, loc(line));
    }

    static Stmt store(Expr pointer, Type type, Expr value, int line) {
        return new Stmt.Assign(mem(pointer, type, "*p"), value, loc(line));
    }

    static Stmt havoc(Variable v, int line) {
        return new Stmt.Havoc(var(v), loc(line));
    }

    static Stmt assume(Expr condition, int line) {
        return new Stmt.Assume(condition, loc(line));
    }

    static Stmt check(Expr condition, int line) {
        return new Stmt.Assert(condition, "assertion at line " + line, loc(line));
    }

    static Stmt call(Variable result, String callee, int line, Expr... args) {
        return new Stmt.Call(Optional.ofNullable(result).map(Cir::var), new Callee.Direct(callee), List.of(args),
                loc(line));
    }

    static Stmt callIndirect(Variable result, Expr pointer, int line, Expr... args) {
        return new Stmt.Call(Optional.ofNullable(result).map(Cir::var), new Callee.Indirect(pointer), List.of(args),
                loc(line));
    }

    // ---- terminators

    static Terminator jump(String label, int line) {
        return new Terminator.Goto(label, loc(line));
    }

    static Terminator branch(Expr condition, String then, String otherwise, int line) {
        return new Terminator.Branch(condition, then, otherwise, loc(line));
    }

    static Terminator ret(int line) {
        return new Terminator.Return(Optional.empty(), loc(line));
    }

    static Terminator ret(Expr value, int line) {
        return new Terminator.Return(Optional.of(value), loc(line));
    }

    static Block block(String label, Terminator terminator, Stmt... statements) {
        return new Block(label, List.of(statements), terminator);
    }

    /** Builds a procedure. */
    static final class Proc {
        private final String name;
        private final Type result;
        private final List<Variable> params = new ArrayList<>();
        private final List<Variable> locals = new ArrayList<>();
        private final List<Block> blocks = new ArrayList<>();

        Proc(String name, Type result) {
            this.name = name;
            this.result = result;
        }

        Variable param(String n, Type type) {
            Variable v = new Variable(n, type, false);
            params.add(v);
            return v;
        }

        Variable local(String n, Type type) {
            Variable v = new Variable(n, type, false);
            locals.add(v);
            return v;
        }

        Variable memLocal(String n, Type type) {
            Variable v = new Variable(n, type, true);
            locals.add(v);
            return v;
        }

        Proc block(String label, Terminator terminator, Stmt... statements) {
            blocks.add(Cir.block(label, terminator, statements));
            return this;
        }

        Procedure build() {
            return new Procedure(name, new Type.Function(result, params.stream().map(Variable::type).toList(), false),
                    params, locals, blocks, loc(0));
        }
    }

    static Proc proc(String name, Type result) {
        return new Proc(name, result);
    }

    static Procedure external(String name, Type result, Type... params) {
        return new Procedure(name, fn(result, params), List.of(), List.of(), List.of(), loc(0));
    }

    static Global gvar(String name, Type type, Global.Init... init) {
        return new Global(name, type, List.of(init), false, loc(0));
    }

    static Program program(List<Global> globals, List<StructDef> structs, Procedure... procedures) {
        return new Program(DataModel.LP64, structs, globals, List.of(procedures));
    }

    static Program program(Procedure... procedures) {
        return program(List.of(), List.of(), procedures);
    }
}
