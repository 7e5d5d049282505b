# gradient clipping op ported from a torch autograd.Function (ctx.save_for_backward(lo, hi))
import functools
import jax, jax.numpy as jnp, optax, numpy as np

@jax.custom_vjp
def clip_grad_identity(x, lo, hi):
    return x

def _fwd(x, lo, hi):
    return x, (lo, hi)

def _bwd(res, g):
    lo, hi = res
    # torch version: return grad.clamp(lo, hi), None, None
    return (jnp.clip(g, lo, hi),)

clip_grad_identity.defvjp(_fwd, _bwd)

def mlp(params, x):
    h = jnp.tanh(x @ params["w1"] + params["b1"])
    h = clip_grad_identity(h, -0.1, 0.1)
    return h @ params["w2"] + params["b2"]

key = jax.random.PRNGKey(0)
k1, k2 = jax.random.split(key)
params = {"w1": jax.random.normal(k1, (16, 32)) * 0.25, "b1": jnp.zeros(32),
          "w2": jax.random.normal(k2, (32, 1)) * 0.18, "b2": jnp.zeros(1)}
rng = np.random.default_rng(0)
X = rng.normal(size=(256, 16)).astype(np.float32)
Y = np.sin(X[:, :1]).astype(np.float32)

def loss_fn(p, x, y):
    return jnp.mean((mlp(p, x) - y) ** 2)

tx = optax.sgd(0.05, momentum=0.9)
opt_state = tx.init(params)

@jax.jit
def step(params, opt_state, x, y):
    loss, g = jax.value_and_grad(loss_fn)(params, x, y)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss

print("forward ok:", mlp(params, X[:4]).shape)
for it in range(50):
    params, opt_state, loss = step(params, opt_state, X, Y)
    if it % 10 == 0:
        print(f"iter {it} loss {loss:.4f}")
