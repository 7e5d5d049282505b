# Mixed-precision port: PyTorch autocast(fp16) classifier -> flax.linen with dtype=float16 compute.
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

class Net(nn.Module):
    dtype: jnp.dtype = jnp.float16
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(256, dtype=self.dtype)(x))
        x = nn.relu(nn.Dense(256, dtype=self.dtype)(x))
        return nn.Dense(20, dtype=self.dtype)(x)

def cross_entropy(logits, labels):
    # same as the PyTorch code: log(softmax(logits)) then NLL
    probs = jax.nn.softmax(logits, axis=-1)
    logp = jnp.log(probs)
    return -jnp.mean(jnp.take_along_axis(logp, labels[:, None], axis=-1))

rng = np.random.default_rng(0)
centers = rng.normal(size=(20, 50)).astype(np.float32) * 3
Y = rng.integers(0, 20, size=20000).astype(np.int32)
X = (centers[Y] + rng.normal(size=(20000, 50))).astype(np.float32)

model = Net()
state = train_state.TrainState.create(apply_fn=model.apply,
                                      params=model.init(jax.random.PRNGKey(0), jnp.ones((1, 50)))["params"],
                                      tx=optax.adam(1e-3))

@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, x.astype(jnp.float16))
        return cross_entropy(logits, y), logits
    (loss, logits), g = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    return state.apply_gradients(grads=g), loss, (logits.argmax(-1) == y).mean()

step = 0
for epoch in range(4):
    perm = rng.permutation(len(X))
    for i in range(0, len(X), 200):
        j = perm[i:i+200]
        state, loss, acc = train_step(state, X[j], Y[j])
        if step % 25 == 0:
            print(f"epoch {epoch} step {step} loss {float(loss):.4f} acc {float(acc):.3f}")
        step += 1
