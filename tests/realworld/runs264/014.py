import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

DTYPE = jnp.float16   # half precision like model.half() in the torch script

class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(256, dtype=DTYPE)(x))
        x = nn.relu(nn.Dense(256, dtype=DTYPE)(x))
        return nn.Dense(20, dtype=DTYPE)(x)

rng = np.random.default_rng(0)
W = rng.normal(size=(48, 20)) * 3
X = rng.normal(size=(6000, 48)).astype(np.float32) * 4
Y = (X @ W).argmax(-1)

def loader(bs=128):
    idx = rng.permutation(len(X))
    for i in range(0, len(X) - bs + 1, bs):
        j = idx[i:i+bs]
        yield X[j], Y[j]

def cross_entropy(logits, labels):
    probs = nn.softmax(logits, axis=-1)
    onehot = jax.nn.one_hot(labels, logits.shape[-1], dtype=logits.dtype)
    return -jnp.mean(jnp.sum(onehot * jnp.log(probs), axis=-1))

model = MLP()
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 48)))['params']
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.sgd(0.05, momentum=0.9))

@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        logits = state.apply_fn({'params': p}, x)
        return cross_entropy(logits, y), logits
    (loss, logits), g = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    acc = (logits.argmax(-1) == y).mean()
    return state.apply_gradients(grads=g), loss, acc

for epoch in range(4):
    for step, (bx, by) in enumerate(loader()):
        state, loss, acc = train_step(state, bx, by)
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} loss {float(loss):.4f} acc {float(acc):.3f}")
