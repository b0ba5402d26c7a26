package org.braid.java;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Lines of Java lowered per second on a generated program of about 3,000 lines (classes with
 * fields, loops, arrays, synchronized methods, virtual calls, threads). Slow: runs only with
 * {@code -Dbraid.throughput=true}; prints the figure.
 */
class ThroughputTest {

    @TempDir
    Path temp;

    static String program(int classes) {
        StringBuilder java = new StringBuilder("abstract class Base {\n    abstract int work(int n);\n}\n\n");
        for (int i = 0; i < classes; i++) {
            java.append("class Worker").append(i).append(" extends Base {\n")
                .append("    private final int[] table = new int[8];\n")
                .append("    private long total;\n")
                .append("    private volatile boolean done;\n\n")
                .append("    @Override\n")
                .append("    int work(int n) {\n")
                .append("        int sum = 0;\n")
                .append("        for (int k = 0; k < n; k++) {\n")
                .append("            if (table[k % table.length] > k) {\n")
                .append("                sum += table[k % 8] * k - (k >>> 2);\n")
                .append("            } else {\n")
                .append("                sum ^= k << 3;\n")
                .append("            }\n")
                .append("        }\n")
                .append("        record(sum);\n")
                .append("        return sum > 0 ? sum : (int) (total & 0xff);\n")
                .append("    }\n\n")
                .append("    synchronized void record(int value) {\n")
                .append("        total += value;\n")
                .append("        done = true;\n")
                .append("    }\n")
                .append("}\n\n");
        }
        java.append("class Main {\n    public static void main(String[] args) throws InterruptedException {\n")
            .append("        Base[] workers = new Base[").append(classes).append("];\n");
        for (int i = 0; i < classes; i++) {
            java.append("        workers[").append(i).append("] = new Worker").append(i).append("();\n");
        }
        java.append("        Base first = workers[0];\n")
            .append("        Thread t = new Thread(() -> first.work(3));\n")
            .append("        t.start();\n")
            .append("        t.join();\n")
            .append("    }\n}\n");
        return java.toString();
    }

    @Test
    void linesPerSecond() throws Exception {
        assumeTrue(Boolean.getBoolean("braid.throughput"), "run with -Dbraid.throughput=true");
        Path file = temp.resolve("Big.java");
        Files.writeString(file, program(120));
        long lines = Files.readAllLines(file).size();
        JavaFrontEnd.lower(List.of(file), JavaFrontEndOptions.defaults());
        int rounds = 5;
        long start = System.nanoTime();
        LoweringResult r = null;
        for (int i = 0; i < rounds; i++) {
            r = JavaFrontEnd.lower(List.of(file), JavaFrontEndOptions.defaults());
        }
        double seconds = (System.nanoTime() - start) / 1e9 / rounds;
        assertEquals(List.of(), r.diagnostics());
        System.out.printf("Java front end throughput: %d lines in %.3f s = %.0f lines/s (warm, JDT with bindings)%n",
            lines, seconds, lines / seconds);
    }
}
