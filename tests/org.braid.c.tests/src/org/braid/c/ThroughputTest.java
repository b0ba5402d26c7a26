package org.braid.c;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Lines of C lowered per second on a generated program of about 3,000 lines (structs, loops,
 * switches, pointers, calls). Slow: runs only with {@code -Dbraid.throughput=true}; prints the
 * figure.
 */
class ThroughputTest {

    static String program(int functions) {
        StringBuilder c = new StringBuilder("#include <pthread.h>\n#include <stdlib.h>\n"
            + "struct node { int key; long value; struct node *next; unsigned flags : 3; };\n"
            + "pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;\nstruct node *head;\nint table[64];\n");
        for (int i = 0; i < functions; i++) {
            c.append("static int work").append(i).append("(int n, struct node *p)\n{\n")
                .append("    int sum = 0;\n")
                .append("    for (int k = 0; k < n; k++) {\n")
                .append("        if (p != NULL && p->key > k) {\n")
                .append("            sum += p->key * k - table[k % 64];\n")
                .append("        } else {\n")
                .append("            sum ^= k << 2;\n")
                .append("        }\n")
                .append("    }\n")
                .append("    switch (sum & 3) {\n")
                .append("    case 0:\n")
                .append("        sum++;\n")
                .append("    case 1:\n")
                .append("        sum += 2;\n")
                .append("        break;\n")
                .append("    default:\n")
                .append("        sum = -sum;\n")
                .append("    }\n")
                .append("    pthread_mutex_lock(&lock);\n")
                .append("    if (head != NULL) {\n")
                .append("        head->value += sum;\n")
                .append("        head->flags = (unsigned) sum;\n")
                .append("    }\n")
                .append("    pthread_mutex_unlock(&lock);\n")
                .append("    return sum > 0 ? sum : work").append(Math.max(0, i - 1)).append("(n - 1, p ? p->next : NULL);\n")
                .append("}\n\n");
        }
        c.append("int main(void)\n{\n    struct node *n = malloc(sizeof *n);\n    n->key = 3;\n    n->next = NULL;\n")
            .append("    head = n;\n    return work").append(functions - 1).append("(4, n) != 0;\n}\n");
        return c.toString();
    }

    @Test
    void linesPerSecond() throws Exception {
        assumeTrue(Boolean.getBoolean("braid.throughput"), "run with -Dbraid.throughput=true");
        Path file = Fixtures.tempDir("braid-throughput").resolve("big.c");
        Files.writeString(file, program(110));
        long lines = Files.readAllLines(file).size();
        CFrontEnd.lower(List.of(file), CFrontEndOptions.defaults());
        int rounds = 5;
        long start = System.nanoTime();
        LoweringResult r = null;
        for (int i = 0; i < rounds; i++) {
            r = CFrontEnd.lower(List.of(file), CFrontEndOptions.defaults());
        }
        double seconds = (System.nanoTime() - start) / 1e9 / rounds;
        assertEquals(List.of(), r.diagnostics());
        System.out.printf("C front end throughput: %d lines in %.3f s = %.0f lines/s (warm, host gcc headers)%n", lines,
            seconds, lines / seconds);
    }
}
