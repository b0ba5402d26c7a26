package org.braid.core.internal.harness;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.braid.core.internal.ir.Callee;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Loc;
import org.braid.core.internal.ir.Lvalue;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Program;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.Terminator;
import org.braid.core.internal.ir.Type;
import org.braid.core.internal.ir.Variable;

/**
 * {@code __braid_main() { args...; t1 = async F(a...); t2 = async G(b...); join t1; join t2; }}
 * with the arguments {@link Arguments} makes (Whoop's entry-point pairs, Deligiannis et al.,
 * ASE 2015; KISS's two-thread driver harness, Qadeer &amp; Wu, PLDI 2004, Sec. 6).
 */
final class PairHarness {

    private PairHarness() {
    }

    static Harness build(Program program, HarnessSpec.Pair spec) throws HarnessException {
        Procedure first = Arguments.routine(program, spec.first());
        Procedure second = Arguments.routine(program, spec.second());
        ProcedureBuilder main = new ProcedureBuilder(Harness.ENTRY, new Type.Function(Type.VOID, List.of(), false),
            List.of());
        Arguments arguments = new Arguments(program, main, spec.disjoint() ? null : Arguments.sharing());
        List<Expr> firstArguments = arguments.make(first);
        List<Expr> secondArguments = arguments.make(second);
        Type.Int threadId = new Type.Int(program.dataModel().intBits(), true);
        Variable t1 = main.local("__braid_thread", threadId);
        Variable t2 = main.local("__braid_thread", threadId);
        main.add(new Stmt.Async(Optional.of(new Lvalue.Var(t1)), new Callee.Direct(first.name()), firstArguments,
            Loc.NONE));
        main.add(new Stmt.Async(Optional.of(new Lvalue.Var(t2)), new Callee.Direct(second.name()), secondArguments,
            Loc.NONE));
        main.add(new Stmt.Join(new Expr.Read(new Lvalue.Var(t1)), Optional.empty(), Loc.NONE));
        main.add(new Stmt.Join(new Expr.Read(new Lvalue.Var(t2)), Optional.empty(), Loc.NONE));
        List<Procedure> procedures = new ArrayList<>(program.procedures().values());
        procedures.add(main.finish(new Terminator.Return(Optional.empty(), Loc.NONE)));
        return new Harness(program.withProcedures(procedures), Harness.ENTRY, spec);
    }
}
