"""MLP with a memory-saving custom_vjp GELU; logs the Hessian trace (Hutchinson) every epoch as a sharpness metric."""
import numpy as np
import jax, jax.numpy as jnp
import optax


@jax.custom_vjp
def fast_gelu(x):
    return 0.5 * x * (1.0 + jnp.tanh(0.7978845608 * (x + 0.044715 * x ** 3)))

def _gelu_fwd(x):
    return fast_gelu(x), x           # save only the input (recompute in bwd), like torch.autograd.Function

def _gelu_bwd(x, g):
    t = jnp.tanh(0.7978845608 * (x + 0.044715 * x ** 3))
    dt = (1 - t ** 2) * 0.7978845608 * (1 + 3 * 0.044715 * x ** 2)
    return (g * (0.5 * (1 + t) + 0.5 * x * dt),)

fast_gelu.defvjp(_gelu_fwd, _gelu_bwd)


def init(key, sizes):
    ps = []
    for k, (a, b) in zip(jax.random.split(key, len(sizes) - 1), zip(sizes[:-1], sizes[1:])):
        ps.append({"w": jax.random.normal(k, (a, b)) * (2 / a) ** 0.5, "b": jnp.zeros(b)})
    return ps


def forward(ps, x):
    for p in ps[:-1]:
        x = fast_gelu(x @ p["w"] + p["b"])
    return x @ ps[-1]["w"] + ps[-1]["b"]


def loss_fn(ps, x, y):
    return optax.softmax_cross_entropy_with_integer_labels(forward(ps, x), y).mean()


@jax.jit
def train_step(ps, s, x, y):
    loss, g = jax.value_and_grad(loss_fn)(ps, x, y)
    u, s = tx.update(g, s, ps)
    return optax.apply_updates(ps, u), s, loss


@jax.jit
def hessian_trace(ps, x, y, key):
    # Hutchinson estimator: E[v^T H v], Hv by forward-over-reverse (jvp of grad)
    def hvp(v):
        return jax.jvp(lambda p: jax.grad(loss_fn)(p, x, y), (ps,), (v,))[1]
    leaves, tdef = jax.tree_util.tree_flatten(ps)
    keys = jax.random.split(key, len(leaves))
    v = jax.tree_util.tree_unflatten(tdef, [jax.random.rademacher(k, l.shape, jnp.float32) for k, l in zip(keys, leaves)])
    hv = hvp(v)
    return sum(jnp.vdot(a, b) for a, b in zip(jax.tree_util.tree_leaves(v), jax.tree_util.tree_leaves(hv)))


rng = np.random.default_rng(0)
X = rng.normal(size=(4096, 20)).astype(np.float32)
Y = (np.sin(X[:, :3].sum(1)) > 0).astype(np.int32) + (X[:, 3] > 1).astype(np.int32)
ps = init(jax.random.PRNGKey(0), [20, 128, 128, 3])
tx = optax.adam(1e-3)
s = tx.init(ps)
key = jax.random.PRNGKey(1)
for epoch in range(3):
    perm = rng.permutation(len(X))
    for i in range(0, len(X), 128):
        idx = perm[i:i + 128]
        ps, s, loss = train_step(ps, s, X[idx], Y[idx])
    print(f"epoch {epoch} train_loss {float(loss):.4f}")
    key, k = jax.random.split(key)
    tr = hessian_trace(ps, X[:512], Y[:512], k)
    print(f"epoch {epoch} hessian_trace {float(tr):.3f}")
