# pure-JAX MLP with a gradient-clipping custom_vjp op; value_and_grad(has_aux=True) for metrics
import functools
import jax, jax.numpy as jnp, optax, numpy as np

@functools.partial(jax.custom_vjp, nondiff_argnums=(1,))
def clip_grad_identity(x, bound):
    return x

def _fwd(x, bound):
    return x, None

def _bwd(bound, res, g):
    return (jnp.clip(g, -bound, bound),)

clip_grad_identity.defvjp(_fwd, _bwd)

def init(key, sizes=(20, 64, 64, 3)):
    ks = jax.random.split(key, len(sizes) - 1)
    return [{"w": jax.random.normal(k, (a, b)) * jnp.sqrt(2.0 / a), "b": jnp.zeros(b)}
            for k, a, b in zip(ks, sizes[:-1], sizes[1:])]

def forward(params, x):
    for layer in params[:-1]:
        x = jax.nn.relu(x @ layer["w"] + layer["b"])
        x = clip_grad_identity(x, 0.5)
    return x @ params[-1]["w"] + params[-1]["b"]

def loss_fn(params, x, y):
    logits = forward(params, x)
    loss = optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    return loss, {"acc": (logits.argmax(-1) == y).mean()}

rng = np.random.default_rng(0)
X = rng.normal(size=(1536, 20)).astype(np.float32)
y = (X[:, :3] @ np.array([[1, -1, 0], [0, 1, -1], [1, 0, 1]], np.float32)).argmax(-1).astype(np.int32)

params = init(jax.random.PRNGKey(0))
tx = optax.adam(1e-3)
opt_state = tx.init(params)

@jax.jit
def train_step(params, opt_state, x, y):
    (loss, aux), grads = jax.value_and_grad(loss_fn, has_aux=True)(params, x, y)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss, aux

print("jax", jax.__version__, "optax", optax.__version__)
for epoch in range(8):
    perm = rng.permutation(len(X)); losses = []; accs = []
    for i in range(0, len(X), 64):
        idx = perm[i:i+64]
        params, opt_state, loss, aux = train_step(params, opt_state, X[idx], y[idx])
        losses.append(float(loss)); accs.append(float(aux["acc"]))
    print(f"epoch {epoch} loss {np.mean(losses):.4f} acc {np.mean(accs):.3f}")
print("training finished")
