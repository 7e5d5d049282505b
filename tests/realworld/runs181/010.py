"""Fine-tune a small MLP classifier with gradient accumulation (optax.MultiSteps).

Hyper-parameters copied from the paper's recipe: global batch 2048; on this box we fit 16 per step,
so accumulate gradients to keep the effective batch size.
"""
import time
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

GLOBAL_BATCH = 2048
PER_DEVICE_BATCH = 16
ACCUM_STEPS = GLOBAL_BATCH // (PER_DEVICE_BATCH * jax.device_count())
LR, EPOCHS = 1e-3, 4


class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.gelu(nn.Dense(256)(x))
        x = nn.gelu(nn.Dense(256)(x))
        return nn.Dense(5)(x)


def make_data(n, seed):
    rng = np.random.RandomState(seed)
    centers = np.random.RandomState(42).randn(5, 20) * 1.5
    y = rng.randint(0, 5, n)
    x = centers[y] + rng.randn(n, 20)
    return x.astype(np.float32), y.astype(np.int32)


def main():
    xtr, ytr = make_data(640, 0)
    xva, yva = make_data(320, 1)
    print(f"accumulation steps: {ACCUM_STEPS} (global batch {GLOBAL_BATCH}, per-device {PER_DEVICE_BATCH})")
    sched = optax.warmup_cosine_decay_schedule(0.0, LR, warmup_steps=10, decay_steps=1000)
    tx = optax.MultiSteps(optax.adamw(sched, weight_decay=0.01), every_k_schedule=ACCUM_STEPS)
    model = MLP()
    state = train_state.TrainState.create(apply_fn=model.apply,
                                          params=model.init(jax.random.PRNGKey(0), xtr[:1]), tx=tx)

    @jax.jit
    def train_step(state, x, y):
        def loss_fn(p):
            logits = state.apply_fn(p, x)
            return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
        (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
        acc = (logits.argmax(-1) == y).mean()
        return state.apply_gradients(grads=grads), loss, acc

    @jax.jit
    def eval_step(params, x, y):
        logits = model.apply(params, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), (logits.argmax(-1) == y).mean()

    steps = len(xtr) // PER_DEVICE_BATCH
    for epoch in range(1, EPOCHS + 1):
        t0 = time.time()
        perm = np.random.RandomState(epoch).permutation(len(xtr))
        ls, accs = [], []
        for i in range(steps):
            idx = perm[i * PER_DEVICE_BATCH:(i + 1) * PER_DEVICE_BATCH]
            state, loss, acc = train_step(state, xtr[idx], ytr[idx])
            ls.append(float(loss)); accs.append(float(acc))
        vl, va = eval_step(state.params, xva, yva)
        dt = time.time() - t0
        print(f"Epoch {epoch}/{EPOCHS}")
        print(f"{steps}/{steps} [==============================] - {dt:.0f}s {dt/steps*1000:.0f}ms/step"
              f" - loss: {np.mean(ls):.4f} - accuracy: {np.mean(accs):.4f} - val_loss: {float(vl):.4f}"
              f" - val_accuracy: {float(va):.4f}")


if __name__ == "__main__":
    main()
