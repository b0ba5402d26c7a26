/* Two producers push onto a shared singly linked list under a mutex: no race. */
#include <pthread.h>
#include <stdlib.h>

struct node {
    int value;
    struct node *next;
};

static struct node *head;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

static void push(int value)
{
    struct node *n = malloc(sizeof *n);
    if (n == NULL) {
        return;
    }
    n->value = value;
    pthread_mutex_lock(&lock);
    n->next = head;
    head = n;
    pthread_mutex_unlock(&lock);
}

static void *producer(void *arg)
{
    push(1);
    return arg;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, NULL, producer, NULL);
    push(2);
    pthread_join(t, NULL);
    return 0;
}
