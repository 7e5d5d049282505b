import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

class ElmanCell(nn.Module):
    hidden: int
    dtype: jnp.dtype = jnp.float32
    @nn.compact
    def __call__(self, h, xt):
        h = jnp.tanh(nn.Dense(self.hidden, dtype=self.dtype, name='ih')(xt)
                     + nn.Dense(self.hidden, use_bias=False, dtype=self.dtype, name='hh')(h))
        return h, h

class RNNClassifier(nn.Module):
    hidden: int = 64
    dtype: jnp.dtype = jnp.bfloat16   # mixed precision, like torch.autocast(dtype=torch.bfloat16)
    @nn.compact
    def __call__(self, x):
        B, T, _ = x.shape
        cell = ElmanCell(self.hidden, dtype=self.dtype)
        h0 = jnp.zeros((B, self.hidden), jnp.float32)
        def step(cell, h, xt):
            h, y = cell(h, xt)
            return h, y
        scan = nn.scan(step, variable_broadcast='params', split_rngs={'params': False}, in_axes=1, out_axes=1)
        h, _ = scan(cell, h0, x)
        return nn.Dense(2, dtype=self.dtype)(h).astype(jnp.float32)

rng = np.random.default_rng(0)
X = rng.normal(size=(1024, 20, 8)).astype(np.float32)
Y = (X[:, :, 0].sum(1) > 0).astype(np.int32)

def loader(bs=64):
    idx = rng.permutation(len(X))
    for i in range(0, len(X), bs):
        yield X[idx[i:i+bs]], Y[idx[i:i+bs]]

model = RNNClassifier()
print("initialising model")
params = model.init(jax.random.PRNGKey(0), jnp.ones((2, 20, 8)))['params']
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(2e-3))

@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(state.apply_fn({'params': p}, x), y).mean()
    loss, g = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=g), loss

for epoch in range(3):
    for bx, by in loader():
        state, loss = train_step(state, bx, by)
    print(f"epoch {epoch} loss {float(loss):.4f}")
