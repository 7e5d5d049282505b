# Port of a PyTorch classifier whose loss was written as nll_loss(torch.log(softmax(logits))).
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(256)(x))
        x = nn.relu(nn.Dense(256)(x))
        return nn.Dense(20)(x)

rng = np.random.default_rng(0)
X = rng.normal(size=(4096, 64)).astype(np.float32) * 10.0
W = rng.normal(size=(64, 20)).astype(np.float32)
Y = (X @ W).argmax(-1)
flip = rng.random(4096) < 0.05          # annotator noise, as in the original dataset
Y[flip] = rng.integers(0, 20, size=flip.sum())

model = MLP()
state = train_state.TrainState.create(apply_fn=model.apply,
    params=model.init(jax.random.PRNGKey(0), jnp.ones((1, 64)))["params"], tx=optax.adam(1e-2))

def nll_loss(log_probs, y):
    return -jnp.take_along_axis(log_probs, y[:, None], axis=-1).mean()

@jax.jit
def train_step(state, xb, yb):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, xb)
        probs = jax.nn.softmax(logits, axis=-1)
        return nll_loss(jnp.log(probs), yb), logits
    (loss, logits), g = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    acc = (logits.argmax(-1) == yb).mean()
    return state.apply_gradients(grads=g), loss, acc

step = 0
for epoch in range(8):
    perm = rng.permutation(4096)
    for i in range(0, 4096, 128):
        idx = perm[i:i+128]
        state, loss, acc = train_step(state, X[idx], Y[idx])
        if step % 25 == 0:
            print(f"epoch {epoch} step {step} loss {float(loss):.4f} acc {float(acc):.3f}")
        step += 1
