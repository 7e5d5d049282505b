# GRU-style sequence classifier with bf16 compute (mixed precision), unrolled with lax.scan.
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

class GRUClassifier(nn.Module):
    hidden: int = 64
    num_classes: int = 4
    dtype: jnp.dtype = jnp.bfloat16          # compute dtype
    param_dtype: jnp.dtype = jnp.float32     # master weights
    @nn.compact
    def __call__(self, x):
        B, T, D = x.shape
        wi = nn.Dense(3 * self.hidden, dtype=self.dtype, param_dtype=self.param_dtype, name="wi")
        wh = nn.Dense(3 * self.hidden, use_bias=False, dtype=self.dtype, param_dtype=self.param_dtype, name="wh")
        xi = wi(x)                                    # (B, T, 3H) precomputed input projections
        h0 = jnp.zeros((B, self.hidden), jnp.float32)
        wh(h0)  # make sure params exist
        kernel = self.variables["params"]["wh"]["kernel"].astype(self.dtype)
        def step(h, xt):
            h = h.astype(self.dtype)
            hh = h @ kernel
            r = nn.sigmoid(xt[:, :self.hidden] + hh[:, :self.hidden])
            z = nn.sigmoid(xt[:, self.hidden:2*self.hidden] + hh[:, self.hidden:2*self.hidden])
            n = jnp.tanh(xt[:, 2*self.hidden:] + r * hh[:, 2*self.hidden:])
            h_new = (1 - z) * n + z * h
            return h_new, h_new
        h_last, _ = jax.lax.scan(step, h0, jnp.swapaxes(xi, 0, 1))
        return nn.Dense(self.num_classes, dtype=jnp.float32, param_dtype=self.param_dtype, name="head")(h_last)

rng = np.random.default_rng(0)
X = rng.normal(size=(1024, 20, 16)).astype(np.float32)
Y = (X[:, :, :4].sum(1)).argmax(-1).astype(np.int32)

model = GRUClassifier()
params = model.init(jax.random.PRNGKey(0), jnp.ones((2, 20, 16)))["params"]
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(2e-3))
print(jax.tree_util.tree_map(lambda p: (p.shape, p.dtype), params))

@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits.astype(jnp.float32), y).mean()
    loss, g = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=g), loss

for epoch in range(3):
    for i in range(0, 1024, 64):
        state, loss = train_step(state, X[i:i+64], Y[i:i+64])
    print(f"epoch {epoch} loss {float(loss):.4f}")
