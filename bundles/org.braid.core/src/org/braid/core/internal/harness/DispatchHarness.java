package org.braid.core.internal.harness;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.braid.core.internal.ir.Callee;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Expr.BinaryOp;
import org.braid.core.internal.ir.Loc;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Program;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.Terminator;
import org.braid.core.internal.ir.Type;
import org.braid.core.internal.ir.Variable;

/**
 * The KISS driver harness (Qadeer &amp; Wu, PLDI 2004, Sec. 6): N threads, each calling a
 * nondeterministically chosen dispatch routine. {@code __braid_main} makes the shared objects,
 * picks {@code c_i = * % k} for each thread, assumes no excluded pair of routines is chosen by
 * two threads, then starts {@code __braid_dispatch(c_i, shared...)} on each thread and joins
 * them; {@code __braid_dispatch} branches on the choice and calls the routine with fresh scalar
 * arguments.
 */
final class DispatchHarness {
    static final String DISPATCH = "__braid_dispatch";

    private DispatchHarness() {
    }

    static Harness build(Program program, HarnessSpec.Dispatch spec) throws HarnessException {
        if (spec.routines().isEmpty()) {
            throw new HarnessException("a dispatch harness needs at least one routine");
        }
        if (program.procedure(DISPATCH).isPresent()) {
            throw new HarnessException("the program already defines " + DISPATCH);
        }
        List<Procedure> routines = new ArrayList<>();
        for (String name : spec.routines()) {
            routines.add(Arguments.routine(program, name));
        }
        for (Exclusion e : spec.exclusions()) {
            for (String name : List.of(e.first(), e.second())) {
                if (!spec.routines().contains(name)) {
                    throw new HarnessException("exclusion names '" + name + "', which is not a routine of the dispatch set "
                        + spec.routines());
                }
            }
        }
        Type.Int choiceType = new Type.Int(program.dataModel().intBits(), false);
        List<Type.Pointer> sharedTypes = spec.disjoint() ? List.of() : sharedTypes(routines);
        List<Type> dispatchParams = new ArrayList<>();
        dispatchParams.add(choiceType);
        dispatchParams.addAll(sharedTypes);
        Type.Function dispatchType = new Type.Function(Type.VOID, dispatchParams, false);

        ProcedureBuilder main = new ProcedureBuilder(Harness.ENTRY, new Type.Function(Type.VOID, List.of(), false),
            List.of());
        Arguments mainArguments = new Arguments(program, main, null);
        List<Expr> shared = new ArrayList<>();
        for (Type.Pointer type : sharedTypes) {
            shared.add(mainArguments.allocate(type, "shared " + type.target() + " of the dispatch routines"));
        }
        List<Variable> choices = new ArrayList<>();
        for (int i = 0; i < spec.threads(); i++) {
            Variable c = main.local("__braid_choice", choiceType);
            main.add(new Stmt.Havoc(new Lvalue.Var(c), Loc.NONE));
            main.add(new Stmt.Assign(new Lvalue.Var(c), new Expr.Binary(BinaryOp.REM, read(c),
                Expr.Const.of(routines.size(), choiceType)), Loc.NONE));
            choices.add(c);
        }
        for (int i = 0; i < choices.size(); i++) {
            for (int j = i + 1; j < choices.size(); j++) {
                for (Exclusion e : spec.exclusions()) {
                    main.add(new Stmt.Assume(notBoth(choices.get(i), choices.get(j), spec.routines().indexOf(e.first()),
                        spec.routines().indexOf(e.second()), choiceType), Loc.NONE));
                }
            }
        }
        Type.Int threadId = new Type.Int(program.dataModel().intBits(), true);
        List<Variable> threads = new ArrayList<>();
        for (Variable c : choices) {
            Variable t = main.local("__braid_thread", threadId);
            List<Expr> arguments = new ArrayList<>();
            arguments.add(read(c));
            arguments.addAll(shared);
            main.add(new Stmt.Async(Optional.of(new Lvalue.Var(t)), new Callee.Direct(DISPATCH), arguments, Loc.NONE));
            threads.add(t);
        }
        for (Variable t : threads) {
            main.add(new Stmt.Join(read(t), Optional.empty(), Loc.NONE));
        }
        List<Procedure> procedures = new ArrayList<>(program.procedures().values());
        procedures.add(dispatcher(program, routines, spec.disjoint(), sharedTypes, dispatchType, choiceType));
        procedures.add(main.finish(new Terminator.Return(Optional.empty(), Loc.NONE)));
        return new Harness(program.withProcedures(procedures), Harness.ENTRY, spec);
    }

    private static Procedure dispatcher(Program program, List<Procedure> routines, boolean disjoint,
            List<Type.Pointer> sharedTypes, Type.Function type, Type.Int choiceType) throws HarnessException {
        Variable choice = Variable.temporary("choice", choiceType);
        List<Variable> params = new ArrayList<>();
        params.add(choice);
        Map<Type, Expr> shared = disjoint ? null : Arguments.sharing();
        for (int i = 0; i < sharedTypes.size(); i++) {
            Variable p = Variable.temporary("shared" + i, sharedTypes.get(i));
            params.add(p);
            shared.put(sharedTypes.get(i).target(), read(p));
        }
        ProcedureBuilder b = new ProcedureBuilder(DISPATCH, type, params);
        for (int r = 0; r + 1 < routines.size(); r++) {
            Expr isR = new Expr.Binary(BinaryOp.EQ, read(choice), Expr.Const.of(r, choiceType));
            b.end(new Terminator.Branch(isR, "call" + r, "test" + (r + 1), Loc.NONE), "call" + r);
            call(b, program, routines.get(r), shared);
            b.end(new Terminator.Return(Optional.empty(), Loc.NONE), "test" + (r + 1));
        }
        b.end(new Terminator.Goto("call" + (routines.size() - 1), Loc.NONE), "call" + (routines.size() - 1));
        call(b, program, routines.get(routines.size() - 1), shared);
        return b.finish(new Terminator.Return(Optional.empty(), Loc.NONE));
    }

    private static void call(ProcedureBuilder b, Program program, Procedure routine, Map<Type, Expr> shared)
            throws HarnessException {
        List<Expr> arguments = new Arguments(program, b, shared).make(routine);
        b.add(new Stmt.Call(Optional.empty(), new Callee.Direct(routine.name()), arguments, Loc.NONE));
    }

    /** Pointer types of the routines' data pointer parameters, in first-use order. */
    private static List<Type.Pointer> sharedTypes(List<Procedure> routines) {
        Set<Type.Pointer> types = new LinkedHashSet<>();
        for (Procedure r : routines) {
            for (Variable p : r.parameters()) {
                if (p.type() instanceof Type.Pointer ptr && !(ptr.target() instanceof Type.Function)) {
                    types.add(ptr);
                }
            }
        }
        return List.copyOf(types);
    }

    /** {@code !((ci == a && cj == b) || (ci == b && cj == a))}. */
    private static Expr notBoth(Variable ci, Variable cj, int a, int b, Type.Int type) {
        Expr ab = new Expr.Binary(BinaryOp.LAND, is(ci, a, type), is(cj, b, type));
        Expr ba = new Expr.Binary(BinaryOp.LAND, is(ci, b, type), is(cj, a, type));
        return new Expr.Unary(Expr.UnaryOp.NOT, new Expr.Binary(BinaryOp.LOR, ab, ba));
    }

    private static Expr is(Variable v, int value, Type.Int type) {
        return new Expr.Binary(BinaryOp.EQ, read(v), Expr.Const.of(value, type));
    }

    private static Expr read(Variable v) {
        return new Expr.Read(new Lvalue.Var(v));
    }
}
