// Two threads increment a shared counter without synchronization: the read and the write of
// Counter.count race, and an update can be lost, so the final assert can fail.
class Counter {
    int count;

    void increment() {
        count = count + 1;
    }
}

class Worker extends Thread {
    private final Counter counter;

    Worker(Counter counter) {
        this.counter = counter;
    }

    @Override
    public void run() {
        counter.increment();
    }
}

class LostUpdate {
    public static void main(String[] args) throws InterruptedException {
        Counter counter = new Counter();
        Worker first = new Worker(counter);
        Worker second = new Worker(counter);
        first.start();
        second.start();
        first.join();
        second.join();
        assert counter.count == 2 : "an update was lost";
    }
}
