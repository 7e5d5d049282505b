"""Activity recognition (6 classes) from accelerometer windows: linen 1-D CNN + TrainState,
refactored from a torch script with train_one_epoch() / evaluate(model, loader)."""
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

NCLS, T, C = 6, 64, 3

def make_data(n, rng):
    y = rng.integers(0, NCLS, size=n)
    t = np.arange(T)
    x = rng.normal(scale=0.6, size=(n, T, C))
    for i, c in enumerate(y):
        x[i, :, c % C] += np.sin(2 * np.pi * (1 + c) * t / T)
    return x.astype(np.float32), y.astype(np.int32)

class HARNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(32, (5,))(x))
        x = nn.relu(nn.Conv(32, (5,))(x))
        x = x.mean(axis=1)
        return nn.Dense(NCLS)(x)

model = HARNet()

@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, g = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=g), loss

@jax.jit
def eval_step(params, x, y):
    logits = model.apply({"params": params}, x)
    loss = optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    return loss, (logits.argmax(-1) == y).mean()

def evaluate(params, x, y, bs=256):
    out = [eval_step(params, x[i:i + bs], y[i:i + bs]) for i in range(0, len(x), bs)]
    return float(np.mean([o[0] for o in out])), float(np.mean([o[1] for o in out]))

def main():
    rng = np.random.default_rng(3)
    xtr, ytr = make_data(6000, rng)
    xva, yva = make_data(1200, rng)
    params = model.init(jax.random.key(0), xtr[:1])["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(2e-3))
    best = 0.0
    for epoch in range(1, 7):
        perm = rng.permutation(len(xtr))
        losses = []
        for i in range(0, len(xtr) - 63, 64):
            b = perm[i:i + 64]
            state, loss = train_step(state, xtr[b], ytr[b])
            losses.append(float(loss))
        val_loss, val_acc = evaluate(params, xva, yva)
        best = max(best, val_acc)
        print(f"Epoch {epoch:02d} | train_loss {np.mean(losses):.4f} | val_loss {val_loss:.4f} | "
              f"val_acc {val_acc:.4f} | best {best:.4f}")

if __name__ == "__main__":
    main()
