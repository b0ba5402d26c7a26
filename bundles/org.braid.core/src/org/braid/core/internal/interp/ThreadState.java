package org.braid.core.internal.interp;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;

/** One thread: id, call stack (last = top), atomic nesting depth, thread-local objects, result. */
final class ThreadState {
    final int id;
    final List<Frame> stack = new ArrayList<>();
    final Map<String, Integer> threadLocals = new HashMap<>();
    int atomicDepth;
    boolean finished;
    OptionalLong result = OptionalLong.empty();
    /** The start procedure's first argument (a Java {@code Thread}), 0 if none; it names the thread. */
    long startObject;
    /** The name the thread gave itself ({@code ThreadNaming} with a null object), or null. */
    String ownName;

    ThreadState(int id) {
        this.id = id;
    }

    /** An independent copy of the thread: its frames, thread-local object ids, depth and result. */
    ThreadState copy() {
        ThreadState copy = new ThreadState(id);
        for (Frame f : stack) {
            copy.stack.add(f.copy());
        }
        copy.threadLocals.putAll(threadLocals);
        copy.atomicDepth = atomicDepth;
        copy.finished = finished;
        copy.result = result;
        copy.startObject = startObject;
        copy.ownName = ownName;
        return copy;
    }

    Frame top() {
        return stack.get(stack.size() - 1);
    }

    /** The frame below the top one, or null. */
    Frame caller() {
        return stack.size() >= 2 ? stack.get(stack.size() - 2) : null;
    }
}
