"""Sentiment classifier (bag-of-embeddings) with gradient accumulation, ported from a PyTorch loop:

    for i, batch in enumerate(loader):
        loss = model(batch) / accum; loss.backward()
        if (i + 1) % accum == 0: optimizer.step(); optimizer.zero_grad()
        global_step += 1
"""
import jax
import jax.numpy as jnp
import numpy as np
import flax.linen as nn
import optax
from flax.training import train_state

VOCAB, SEQ, BATCH, ACCUM = 2000, 48, 32, 4


class BagClassifier(nn.Module):
    @nn.compact
    def __call__(self, ids):
        e = nn.Embed(VOCAB, 64)(ids)
        mask = (ids != 0)[..., None]
        h = (e * mask).sum(1) / jnp.maximum(mask.sum(1), 1)
        h = nn.relu(nn.Dense(64)(h))
        return nn.Dense(2)(h)


def batches(rng, n_batches):
    for _ in range(n_batches):
        ids = rng.integers(1, VOCAB, size=(BATCH, SEQ))
        ids[:, rng.integers(16, SEQ):] = 0
        y = (ids[:, 0] % 2).astype(np.int32)
        yield ids.astype(np.int32), y


@jax.jit
def grad_step(state, ids, y):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, ids)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean() / ACCUM
    return jax.value_and_grad(loss_fn)(state.params)


def main():
    model = BagClassifier()
    params = model.init(jax.random.key(0), jnp.zeros((1, SEQ), jnp.int32))["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(1e-3))
    rng = np.random.default_rng(0)
    acc_grads = jax.tree.map(jnp.zeros_like, state.params)
    running = 0.0
    print(f"Running training: micro_batch={BATCH} accumulation={ACCUM} effective_batch={BATCH*ACCUM}")
    for epoch in range(2):
        for i, (ids, y) in enumerate(batches(rng, 40)):
            loss, grads = grad_step(state, ids, y)
            acc_grads = jax.tree.map(jnp.add, acc_grads, grads)
            running += float(loss)
            if (i + 1) % ACCUM == 0:
                state = state.apply_gradients(grads=acc_grads)
                acc_grads = jax.tree.map(jnp.zeros_like, acc_grads)
            state.step += 1  # global_step for the logger
            if (i + 1) % 10 == 0:
                print(f"epoch {epoch} | step {int(state.step)} | loss {running / 10 * ACCUM:.4f}")
                running = 0.0


if __name__ == "__main__":
    main()
