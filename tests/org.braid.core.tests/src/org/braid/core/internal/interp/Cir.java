package org.braid.core.internal.interp;

import java.util.ArrayList;
import java.util.Arrays;
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

/** Test-only shorthand for building CIR programs by hand (file {@code t.c}, one line per statement). */
public final class Cir {
    public static final Type.Int I8 = new Type.Int(8, true);
    public static final Type.Int U8 = new Type.Int(8, false);
    public static final Type.Int I32 = new Type.Int(32, true);
    public static final Type.Int U32 = new Type.Int(32, false);
    public static final Type.Int I64 = new Type.Int(64, true);
    public static final Type.Int U64 = new Type.Int(64, false);
    public static final Type.Function VOID_FN = new Type.Function(Type.VOID, List.of(), false);

    private Cir() {
    }

    public static Loc at(int line) {
        return new Loc("t.c", line, 1, "line " + line);
    }

    public static Loc at(int line, String text) {
        return new Loc("t.c", line, 1, text);
    }

    public static Expr.Const c(long value, Type.Int type) {
        return Expr.Const.of(value, type);
    }

    public static Expr.Const i(long value) {
        return Expr.Const.of(value, I32);
    }

    public static Expr bool(boolean b) {
        return Expr.Const.bool(b);
    }

    public static Type.Pointer ptr(Type target) {
        return new Type.Pointer(target);
    }

    public static Variable reg(String name, Type type) {
        return new Variable(name, type, false);
    }

    public static Variable mem(String name, Type type) {
        return new Variable(name, type, true);
    }

    public static Lvalue.Var v(Variable variable) {
        return new Lvalue.Var(variable);
    }

    public static Expr r(Variable variable) {
        return new Expr.Read(new Lvalue.Var(variable));
    }

    public static Expr r(Lvalue lvalue) {
        return new Expr.Read(lvalue);
    }

    /** The scalar global {@code name} as an lvalue. */
    public static Lvalue.Mem g(String name, Type type) {
        return new Lvalue.Mem(new Expr.GlobalAddr(name, ptr(type)), type, name);
    }

    public static Lvalue.Mem deref(Expr pointer, Type type, String display) {
        return new Lvalue.Mem(pointer, type, display);
    }

    public static Expr addr(String global, Type type) {
        return new Expr.GlobalAddr(global, ptr(type));
    }

    public static Expr plus(Expr pointer, long bytes, Type pointee) {
        return new Expr.PtrAdd(pointer, c(bytes, I64), ptr(pointee));
    }

    public static Expr bin(BinaryOp op, Expr left, Expr right) {
        return new Expr.Binary(op, left, right);
    }

    public static Expr cast(Expr e, Type type) {
        return new Expr.Cast(e, type);
    }

    public static Stmt set(Lvalue target, Expr value, int line) {
        return new Stmt.Assign(target, value, at(line));
    }

    public static Stmt havoc(Lvalue target, int line) {
        return new Stmt.Havoc(target, at(line));
    }

    public static Stmt assume(Expr condition, int line) {
        return new Stmt.Assume(condition, at(line));
    }

    public static Stmt check(Expr condition, int line) {
        return new Stmt.Assert(condition, "assertion at line " + line, at(line));
    }

    public static Stmt call(Lvalue result, String callee, int line, Expr... arguments) {
        return new Stmt.Call(Optional.ofNullable(result), new Callee.Direct(callee), List.of(arguments), at(line));
    }

    public static Stmt async(Lvalue threadId, String callee, int line, Expr... arguments) {
        return new Stmt.Async(Optional.ofNullable(threadId), new Callee.Direct(callee), List.of(arguments), at(line));
    }

    public static Stmt join(Expr threadId, Lvalue result, int line) {
        return new Stmt.Join(threadId, Optional.ofNullable(result), at(line));
    }

    public static Stmt begin(int line) {
        return new Stmt.AtomicBegin(at(line));
    }

    public static Stmt end(int line) {
        return new Stmt.AtomicEnd(at(line));
    }

    public static Terminator ret(int line) {
        return new Terminator.Return(Optional.empty(), at(line));
    }

    public static Terminator ret(Expr value, int line) {
        return new Terminator.Return(Optional.of(value), at(line));
    }

    public static Terminator go(String label, int line) {
        return new Terminator.Goto(label, at(line));
    }

    public static Terminator branch(Expr condition, String then, String otherwise, int line) {
        return new Terminator.Branch(condition, then, otherwise, at(line));
    }

    public static Block block(String label, Terminator terminator, Stmt... statements) {
        return new Block(label, Arrays.asList(statements), terminator);
    }

    public static Global global(String name, Type type, Global.Init... init) {
        return new Global(name, type, List.of(init), false, at(1));
    }

    /** A procedure; {@code locals} are the variables used but not parameters. */
    public static Procedure proc(String name, Type returnType, List<Variable> params, List<Variable> locals,
            Block... blocks) {
        Type.Function type = new Type.Function(returnType, params.stream().map(Variable::type).toList(), false);
        return new Procedure(name, type, params, locals, List.of(blocks), at(1));
    }

    /** A void procedure without parameters and one block. */
    public static Procedure simple(String name, List<Variable> locals, Terminator terminator, Stmt... statements) {
        return proc(name, Type.VOID, List.of(), locals, block("entry", terminator, statements));
    }

    public static Procedure external(String name, Type returnType, Type... params) {
        return new Procedure(name, new Type.Function(returnType, List.of(params), false), List.of(), List.of(),
            List.of(), at(1));
    }

    public static Program program(List<Global> globals, Procedure... procedures) {
        return program(List.of(), globals, procedures);
    }

    public static Program program(List<StructDef> structs, List<Global> globals, Procedure... procedures) {
        return new Program(DataModel.LP64, structs, globals, new ArrayList<>(List.of(procedures)));
    }
}
