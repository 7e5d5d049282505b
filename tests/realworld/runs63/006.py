# Running loss/accuracy accumulated with lax.scan over micro-batches (gradient accumulation port of a
# torch loop: `total = 0; for mb in micro_batches: total += loss(mb)`).
import jax
import jax.numpy as jnp
import numpy as np

rng = np.random.default_rng(0)
W = jnp.asarray(rng.normal(size=(16, 4)).astype(np.float32)) * 0.1
micro_x = jnp.asarray(rng.normal(size=(8, 32, 16)).astype(np.float32))
micro_y = jnp.asarray(rng.integers(0, 4, size=(8, 32)))


def loss_fn(W, x, y):
    logits = x @ W
    logp = jax.nn.log_softmax(logits)
    return -jnp.take_along_axis(logp, y[:, None], axis=1).mean()


def accumulate(W):
    def body(carry, batch):
        total_loss, n_correct, total_grad = carry
        x, y = batch
        l, g = jax.value_and_grad(loss_fn)(W, x, y)
        correct = jnp.mean((x @ W).argmax(-1) == y)
        return (total_loss + l, n_correct + correct, total_grad + g), l

    init = (jnp.zeros(()), jnp.zeros((), jnp.int32), jnp.zeros_like(W))
    (total, n_correct, grad), per_mb = jax.lax.scan(body, init, (micro_x, micro_y))
    n = micro_x.shape[0]
    return total / n, n_correct / n, grad / n


loss, acc, grad = jax.jit(accumulate)(W)
print("accumulated loss", float(loss), "acc", float(acc))
