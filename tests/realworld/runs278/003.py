"""RNN sequence classifier, bf16 compute (ported from torch.autocast + nn.RNN)."""
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

B, T, F, H = 32, 20, 8, 64

class ElmanCell(nn.Module):
    """h_t = tanh(W_ih x_t + W_hh h_{t-1} + b), like torch.nn.RNN."""
    features: int
    dtype: jnp.dtype = jnp.bfloat16
    @nn.compact
    def __call__(self, h, x):
        ih = nn.Dense(self.features, dtype=self.dtype, name="ih")(x)
        hh = nn.Dense(self.features, dtype=self.dtype, use_bias=False, name="hh")(h)
        h = jnp.tanh(ih + hh)
        return h, h

class RNNClassifier(nn.Module):
    hidden: int = H
    @nn.compact
    def __call__(self, x):
        cell = ElmanCell(features=self.hidden)
        h0 = jnp.zeros((x.shape[0], self.hidden))
        def body(cell, h, xt):
            h, y = cell(h, xt)
            return h, y
        scan = nn.scan(body, variable_broadcast="params", split_rngs={"params": False}, in_axes=1, out_axes=1)
        h, _ = scan(cell, h0, x)
        return nn.Dense(2)(h)

rng = np.random.default_rng(0)
X = rng.normal(size=(1024, T, F)).astype(np.float32)
Y = (X[:, :, 0].sum(1) > 0).astype(np.int32)

model = RNNClassifier()
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, T, F)))["params"]
print("num params:", sum(p.size for p in jax.tree_util.tree_leaves(params)))
tx = optax.adam(1e-3)
opt_state = tx.init(params)

@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(model.apply({"params": p}, x), y).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss

for epoch in range(5):
    for i in range(0, len(X), B):
        params, opt_state, loss = train_step(params, opt_state, X[i:i + B], Y[i:i + B])
    print(f"epoch {epoch} loss {float(loss):.4f}")
