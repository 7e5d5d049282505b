"""Binary churn classifier, ported from a torch model that ended in nn.Linear(64, 1) + BCEWithLogitsLoss."""
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

def make_data(n, rng):
    x = rng.normal(size=(n, 12)).astype(np.float32)
    w = rng.normal(size=12)
    y = (x @ w + 0.3 * rng.normal(size=n) > 0).astype(np.float32)
    return x, y

class ChurnNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(64)(x))
        x = nn.relu(nn.Dense(64)(x))
        return nn.Dense(1)(x)          # single logit, as in the torch model

@jax.jit
def train_step(state, x, y):
    def loss_fn(params):
        logits = state.apply_fn({"params": params}, x)
        # torch: criterion = nn.BCEWithLogitsLoss(); loss = criterion(logits, y[:, None])
        loss = optax.softmax_cross_entropy(logits, y[:, None]).mean()
        return loss, logits
    (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    state = state.apply_gradients(grads=grads)
    acc = ((logits[:, 0] > 0) == (y > 0.5)).mean()
    return state, loss, acc

@jax.jit
def eval_step(params, x, y):
    logits = ChurnNet().apply({"params": params}, x)
    return ((logits[:, 0] > 0) == (y > 0.5)).mean()

def main():
    rng = np.random.default_rng(42)
    xtr, ytr = make_data(4000, rng)
    xva, yva = make_data(1000, rng)
    model = ChurnNet()
    params = model.init(jax.random.key(0), xtr[:1])["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(1e-3))
    bs = 128
    step = 0
    for epoch in range(1, 6):
        perm = rng.permutation(len(xtr))
        for i in range(len(xtr) // bs):
            b = perm[i * bs:(i + 1) * bs]
            state, loss, acc = train_step(state, xtr[b], ytr[b])
            step += 1
            if step % 10 == 0:
                print(f"step {step:4d} | loss {float(loss):.4f} | acc {float(acc):.3f}")
        va = eval_step(state.params, xva, yva)
        print(f"epoch {epoch} done | val_acc {float(va):.4f}")

if __name__ == "__main__":
    main()
