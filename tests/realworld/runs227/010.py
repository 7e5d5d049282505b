# Parity check: Flax port of a PyTorch transformer MLP block (nn.Linear -> nn.GELU() -> nn.Linear, LayerNorm eps=1e-5)
# against the reference forward of the torch module, written in float64 NumPy from the torch source.
import math, numpy as np, jax, jax.numpy as jnp, flax.linen as nn, optax
jax.config.update("jax_enable_x64", True)

D, FF, NCLS = 64, 256, 10

class FFNClassifier(nn.Module):
    @nn.compact
    def __call__(self, x):
        h = nn.LayerNorm(epsilon=1e-5, name='ln')(x)
        h = nn.Dense(FF, name='fc1', dtype=jnp.float64, param_dtype=jnp.float64)(h)
        h = nn.gelu(h)
        h = nn.Dense(D, name='fc2', dtype=jnp.float64, param_dtype=jnp.float64)(h)
        x = x + h
        return nn.Dense(NCLS, name='head', dtype=jnp.float64, param_dtype=jnp.float64)(x)

def torch_reference_forward(p, x):
    mu = x.mean(-1, keepdims=True); var = x.var(-1, keepdims=True)
    h = (x - mu) / np.sqrt(var + 1e-5) * p['ln']['scale'] + p['ln']['bias']
    h = h @ p['fc1']['kernel'] + p['fc1']['bias']
    h = 0.5 * h * (1.0 + np.vectorize(math.erf)(h / math.sqrt(2.0)))   # torch.nn.GELU() default
    h = h @ p['fc2']['kernel'] + p['fc2']['bias']
    x = x + h
    return x @ p['head']['kernel'] + p['head']['bias']

def xent(logits, y):
    logits = logits - logits.max(-1, keepdims=True)
    return float(np.mean(np.log(np.exp(logits).sum(-1)) - logits[np.arange(len(y)), y]))

rng = np.random.default_rng(0)
model = FFNClassifier()
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, D), jnp.float64))['params']
tx = optax.sgd(0.1)
opt_state = tx.init(params)

@jax.jit
def train_step(params, opt_state, x, y):
    loss, g = jax.value_and_grad(lambda q: optax.softmax_cross_entropy_with_integer_labels(model.apply({'params': q}, x), y).mean())(params)
    u, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, u), opt_state, loss

TOL = 1e-6
for step in range(8):
    x = rng.normal(size=(32, D)) * 3.0
    y = rng.integers(0, NCLS, 32)
    np_params = jax.tree_util.tree_map(np.asarray, params)
    ref_logits = torch_reference_forward(np_params, x)
    jax_logits = np.asarray(model.apply({'params': params}, jnp.asarray(x)))
    ref_loss = xent(ref_logits, y)
    params, opt_state, loss = train_step(params, opt_state, jnp.asarray(x), jnp.asarray(y))
    diff = np.abs(ref_logits - jax_logits).max()
    print(f"step {step} ref_loss {ref_loss:.8f} jax_loss {float(loss):.8f} max_abs_logit_diff {diff:.3e} within_tol {diff < TOL}")
