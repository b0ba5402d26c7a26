package org.braid.core.internal.harness;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.braid.core.internal.ir.Block;
import org.braid.core.internal.ir.Callee;
import org.braid.core.internal.ir.Expr;
import org.braid.core.internal.ir.Global;
import org.braid.core.internal.ir.Loc;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Program;
import org.braid.core.internal.ir.Stmt;
import org.braid.core.internal.ir.Terminator;
import org.braid.core.internal.ir.Type;
import org.braid.core.internal.ir.Variable;

/**
 * {@code __braid_main() { main(...); }} for the spec's entry procedure (normally {@code main}):
 * {@code main()} is called without arguments;
 * {@code main(argc, argv)} and {@code main(argc, argv, envp)} get {@code argc = 1},
 * {@code argv} pointing to the global array {@code __braid_argv = { "prog", NULL }} and
 * {@code envp = NULL}. Returning from {@code main} ends the program.
 */
final class MainHarness {
    static final String ARGV = "__braid_argv";
    static final String PROGRAM_NAME = "__braid_argv0";

    private MainHarness() {
    }

    static Harness build(Program program, HarnessSpec.Main spec) throws HarnessException {
        Procedure main = Arguments.routine(program, spec.entry());
        List<Variable> params = main.parameters();
        List<Expr> arguments = new ArrayList<>();
        List<Global> globals = new ArrayList<>(program.globals().values());
        if (program.globals().containsKey(ARGV) || program.globals().containsKey(PROGRAM_NAME)) {
            throw new HarnessException("the program already defines " + ARGV + " or " + PROGRAM_NAME);
        }
        if (params.size() == 1 || params.size() > 3) {
            throw new HarnessException(main.loc() + ": main takes " + params.size()
                + " parameters; expected none, (argc, argv) or (argc, argv, envp)");
        }
        if (params.size() >= 2) {
            if (!(params.get(0).type() instanceof Type.Int argc)
                || !(params.get(1).type() instanceof Type.Pointer argv)
                || !(argv.target() instanceof Type.Pointer string)
                || !(string.target() instanceof Type.Int character)
                || params.size() == 3 && !(params.get(2).type() instanceof Type.Pointer)) {
                throw new HarnessException(main.loc() + ": main's parameters must be (int argc, char **argv"
                    + (params.size() == 3 ? ", char **envp)" : ")") + ", found " + params.get(0).type() + ", "
                    + params.get(1).type());
            }
            globals.add(programName(character));
            globals.add(argvArray(program, string));
            arguments.add(Expr.Const.of(1, argc));
            arguments.add(new Expr.GlobalAddr(ARGV, argv));
            if (params.size() == 3) {
                arguments.add(new Expr.Null((Type.Pointer) params.get(2).type()));
            }
        }
        Stmt call = new Stmt.Call(Optional.empty(), new Callee.Direct(spec.entry()), arguments, Loc.NONE);
        Procedure entry = new Procedure(Harness.ENTRY, new Type.Function(Type.VOID, List.of(), false), List.of(),
            List.of(), List.of(new Block("entry", List.of(call),
                new Terminator.Return(Optional.empty(), Loc.NONE))), Loc.NONE);
        List<Procedure> procedures = new ArrayList<>(program.procedures().values());
        procedures.add(entry);
        return new Harness(program.withGlobals(globals).withProcedures(procedures), Harness.ENTRY, spec);
    }

    private static Global programName(Type.Int character) {
        String name = "prog";
        List<Global.Init> init = new ArrayList<>();
        for (int i = 0; i < name.length(); i++) {
            init.add(new Global.Init(i, Expr.Const.of(name.charAt(i), character)));
        }
        init.add(new Global.Init(name.length(), Expr.Const.of(0, character)));
        return new Global(PROGRAM_NAME, new Type.Array(character, name.length() + 1), init, false, Loc.NONE);
    }

    private static Global argvArray(Program program, Type.Pointer string) {
        long pointerBytes = program.dataModel().pointerBytes();
        List<Global.Init> init = List.of(
            new Global.Init(0, new Expr.GlobalAddr(PROGRAM_NAME, string)),
            new Global.Init(pointerBytes, new Expr.Null(string)));
        return new Global(ARGV, new Type.Array(string, 2), init, false, Loc.NONE);
    }
}
