# Flax port of a PyTorch job that ran the model in half precision (model.half()) to save memory.
import time
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

DTYPE = jnp.float16
FEAT, CLASSES, BS = 24, 6, 64


class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(256, dtype=DTYPE, param_dtype=DTYPE)(x))
        x = nn.relu(nn.Dense(256, dtype=DTYPE, param_dtype=DTYPE)(x))
        return nn.Dense(CLASSES, dtype=DTYPE, param_dtype=DTYPE)(x)


def main():
    rng = np.random.default_rng(0)
    centers = rng.normal(size=(CLASSES, FEAT)) * 1.5
    y = rng.integers(0, CLASSES, 6144).astype(np.int32)
    x = (centers[y] + rng.normal(size=(len(y), FEAT))).astype(np.float16)

    model = MLP()
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, FEAT), DTYPE))["params"]
    print("param dtypes:", sorted({str(p.dtype) for p in jax.tree_util.tree_leaves(params)}))
    tx = optax.adam(1e-3)
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)

    @jax.jit
    def train_step(state, xb, yb):
        def loss_fn(p):
            logits = state.apply_fn({"params": p}, xb).astype(jnp.float32)
            return optax.softmax_cross_entropy_with_integer_labels(logits, yb).mean(), logits
        (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
        return state.apply_gradients(grads=grads), loss, (logits.argmax(-1) == yb).mean()

    step = 0
    for epoch in range(4):
        t0 = time.time()
        perm = rng.permutation(len(y))
        ls, accs = [], []
        for i in range(0, len(y), BS):
            idx = perm[i:i + BS]
            state, loss, acc = train_step(state, x[idx], y[idx])
            ls.append(float(loss)); accs.append(float(acc))
            if step < 10 or step % 48 == 0:
                print(f"step {step:4d} loss {float(loss):.4f} acc {float(acc):.3f}")
            step += 1
        print(f"epoch {epoch} mean_loss {np.mean(ls):.4f} mean_acc {np.mean(accs):.3f} time {time.time() - t0:.1f}s")


if __name__ == "__main__":
    main()
