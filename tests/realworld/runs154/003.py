"""Small linen CNN on synthetic 16x16 'stripes' images; linear warmup joined to cosine decay (torch SequentialLR port)."""
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

def make_data(n, rng):
    y = rng.integers(0, 3, size=n)
    x = rng.normal(scale=1.2, size=(n, 16, 16, 1)).astype(np.float32)
    for i, c in enumerate(y):
        if c == 0: x[i, ::4, :, 0] += 0.45       # horizontal stripes
        elif c == 1: x[i, :, ::4, 0] += 0.45     # vertical stripes
        else: x[i, 6:10, 6:10, 0] += 0.45         # centre blob
    return x, y.astype(np.int32)

class CNN(nn.Module):
    @nn.compact
    def __call__(self, x, train: bool):
        x = nn.relu(nn.Conv(16, (3, 3))(x))
        x = nn.max_pool(x, (2, 2), (2, 2))
        x = nn.relu(nn.Conv(32, (3, 3))(x))
        x = nn.max_pool(x, (2, 2), (2, 2))
        x = x.reshape((x.shape[0], -1))
        x = nn.Dropout(0.2, deterministic=not train)(nn.relu(nn.Dense(64)(x)))
        return nn.Dense(3)(x)

def main():
    rng = np.random.default_rng(0)
    xtr, ytr = make_data(3000, rng)
    xva, yva = make_data(600, rng)
    bs, epochs = 64, 4
    steps_per_epoch = len(xtr) // bs
    total = steps_per_epoch * epochs
    warm = steps_per_epoch // 2
    sched = optax.join_schedules(
        [optax.linear_schedule(0.0, 2e-3, warm),
         optax.cosine_decay_schedule(2e-3, total - warm, alpha=0.05)],
        boundaries=[warm])
    tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(sched, weight_decay=1e-4))
    model = CNN()
    params = model.init(jax.random.key(0), xtr[:1], train=False)["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)
    print(f"params: {sum(p.size for p in jax.tree.leaves(params)):,} | steps/epoch {steps_per_epoch} | total {total}")

    @jax.jit
    def train_step(state, x, y, key):
        def loss_fn(p):
            logits = state.apply_fn({"params": p}, x, train=True, rngs={"dropout": key})
            return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
        loss, grads = jax.value_and_grad(loss_fn)(state.params)
        return state.apply_gradients(grads=grads), loss

    @jax.jit
    def eval_step(params, x, y):
        logits = model.apply({"params": params}, x, train=False)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), (logits.argmax(-1) == y).mean()

    key = jax.random.key(1)
    for epoch in range(epochs):
        perm = rng.permutation(len(xtr))
        losses = []
        for i in range(steps_per_epoch):
            b = perm[i * bs:(i + 1) * bs]
            key, sub = jax.random.split(key)
            state, loss = train_step(state, xtr[b], ytr[b], sub)
            losses.append(float(loss))
        vl, va = eval_step(state.params, xva, yva)
        print(f"Epoch {epoch + 1}/{epochs} - loss: {np.mean(losses):.4f} - lr: {float(sched(state.step)):.2e} "
              f"- val_loss: {float(vl):.4f} - val_accuracy: {float(va):.4f}")
    print("training finished")

if __name__ == "__main__":
    main()
