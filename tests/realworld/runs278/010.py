"""Port of a PyTorch MLP block (Linear-GELU-Linear + LayerNorm) to Flax.
Parity check: run the same weights through the reference forward (numpy re-implementation of the
torch module, float64) and compare logits and loss while training."""
import math
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

jax.config.update("jax_enable_x64", False)
D, H, C = 32, 256, 6

class FFNBlock(nn.Module):
    @nn.compact
    def __call__(self, x):
        h = nn.Dense(H, name="fc1")(x)
        h = nn.gelu(h)
        h = nn.Dense(D, name="fc2")(h)
        x = nn.LayerNorm(epsilon=1e-5, name="ln")(x + h)
        return nn.Dense(C, name="head")(x)

_erf = np.vectorize(math.erf)

def torch_reference_forward(p, x):
    """Mirror of the PyTorch module: nn.Linear -> nn.GELU() -> nn.Linear -> nn.LayerNorm(eps=1e-5) -> nn.Linear"""
    p = jax.tree_util.tree_map(lambda a: np.asarray(a, np.float64), p)
    x = x.astype(np.float64)
    h = x @ p["fc1"]["kernel"] + p["fc1"]["bias"]
    h = 0.5 * h * (1.0 + _erf(h / math.sqrt(2.0)))
    h = h @ p["fc2"]["kernel"] + p["fc2"]["bias"]
    z = x + h
    mu = z.mean(-1, keepdims=True)
    var = z.var(-1, keepdims=True)
    z = (z - mu) / np.sqrt(var + 1e-5) * p["ln"]["scale"] + p["ln"]["bias"]
    return z @ p["head"]["kernel"] + p["head"]["bias"]

def np_xent(logits, y):
    logits = logits - logits.max(-1, keepdims=True)
    logp = logits - np.log(np.exp(logits).sum(-1, keepdims=True))
    return -logp[np.arange(len(y)), y].mean()

rng = np.random.default_rng(0)
X = (rng.normal(size=(2048, D)) * 2.0).astype(np.float32)
Y = (X[:, :C] + 0.5 * X[:, C:2 * C]).argmax(-1)
model = FFNBlock()
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, D)))["params"]
tx = optax.adamw(1e-3, weight_decay=0.01)
opt_state = tx.init(params)

@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(model.apply({"params": p}, x), y).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss

xe, ye = X[:256], Y[:256]
print(f"{'step':>5} {'loss_jax':>10} {'loss_ref':>10} {'|dloss|':>10} {'max|dlogit|':>12}")
for step in range(0, 301):
    if step % 50 == 0:
        lj = np.asarray(model.apply({"params": params}, xe))
        lr = torch_reference_forward(params, xe)
        a, b = np_xent(lj.astype(np.float64), ye), np_xent(lr, ye)
        print(f"{step:>5} {a:>10.6f} {b:>10.6f} {abs(a - b):>10.2e} {np.abs(lj - lr).max():>12.2e}")
    idx = rng.integers(0, len(X), 64)
    params, opt_state, loss = train_step(params, opt_state, X[idx], Y[idx])
final = np.asarray(model.apply({"params": params}, xe))
print("np.allclose(logits_jax, logits_ref, atol=1e-5):", np.allclose(final, torch_reference_forward(params, xe), atol=1e-5))
