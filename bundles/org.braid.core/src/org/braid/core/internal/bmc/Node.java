package org.braid.core.internal.bmc;

import java.util.ArrayList;
import java.util.List;

import org.braid.core.internal.ir.Block;
import org.braid.core.internal.ir.Loc;
import org.braid.core.internal.ir.Procedure;
import org.braid.core.internal.ir.Stmt;

/**
 * A node of the unwound program: statements {@code [start, end)} of one block in one
 * activation at one combination of loop iterations. The segment ends either with the block's
 * terminator ({@link #endsWithCall()} false) or with a call that is inlined (a call of a
 * procedure with a body, or an indirect call), whose successors are the candidate callees.
 */
final class Node {

    /** Where control goes along one successor edge. */
    sealed interface Target {
    }

    /** Continue at a node. */
    record To(Node node) implements Target {
    }

    /** A loop or recursion bound cuts the path here (an unwinding assumption). */
    record Cut(Loc loc, boolean recursion) implements Target {
    }

    /** The call is unsupported (too few arguments for the callee's parameters). */
    record Unsupported(String message) implements Target {
    }

    /** The program ends (exit, or return from the entry procedure). */
    record End() implements Target {
    }

    /**
     * One successor. For a terminator segment, one per terminator target in order
     * ({@code callee} null). For a call segment, one per candidate callee: {@code frame} is the
     * new activation for a callee with a body, {@code null} for an external callee, whose
     * target is the continuation after the call.
     */
    record Successor(Procedure callee, Frame frame, Target target) {
    }

    /** Orders nodes by {@link #position()}: every edge leads to a later node. */
    static final java.util.Comparator<Node> ORDER = (a, b) -> java.util.Arrays.compare(a.position, b.position);

    private final int id;
    private final int[] position;
    private final Frame frame;
    private final Block block;
    private final int start;
    private final int end;
    private final boolean endsWithCall;
    private final List<Successor> successors = new ArrayList<>();

    Node(int id, int[] position, Frame frame, Block block, int start, int end, boolean endsWithCall) {
        this.id = id;
        this.position = position;
        this.frame = frame;
        this.block = block;
        this.start = start;
        this.end = end;
        this.endsWithCall = endsWithCall;
    }

    /** Creation number: the entry node is 0. */
    int id() {
        return id;
    }

    /**
     * Where the node lies in the unwound program: the frame's prefix, then for each loop
     * containing the block its component index and iteration, then the block's index in its
     * innermost component and the first statement (see {@link Unwinder}).
     */
    int[] position() {
        return position;
    }

    Frame frame() {
        return frame;
    }

    Block block() {
        return block;
    }

    int start() {
        return start;
    }

    int end() {
        return end;
    }

    boolean endsWithCall() {
        return endsWithCall;
    }

    /** The inlined call ending this segment; only if {@link #endsWithCall()}. */
    Stmt.Call call() {
        return (Stmt.Call) block.statements().get(end - 1);
    }

    List<Successor> successors() {
        return successors;
    }

    void add(Successor successor) {
        successors.add(successor);
    }
}
