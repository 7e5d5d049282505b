"""Port of a PyTorch autograd.Function (gradient-reversal layer for domain adaptation) to jax.custom_vjp."""
from functools import partial
import jax, jax.numpy as jnp, numpy as np, optax
import flax.linen as nn

@jax.custom_vjp
def grad_reverse(x, lambd):
    return x

def _gr_fwd(x, lambd):
    return x, lambd

def _gr_bwd(lambd, g):
    # torch version: return grad_output.neg() * ctx.lambd, None
    return -lambd * g

grad_reverse.defvjp(_gr_fwd, _gr_bwd)

class DANN(nn.Module):
    @nn.compact
    def __call__(self, x, lambd):
        feat = nn.relu(nn.Dense(64, name="feat")(x))
        cls = nn.Dense(3, name="label_head")(feat)
        dom = nn.Dense(2, name="domain_head")(nn.relu(nn.Dense(32)(grad_reverse(feat, lambd))))
        return cls, dom

rng = np.random.default_rng(0)
xs = rng.normal(size=(256, 20)).astype(np.float32); ys = rng.integers(0, 3, 256)
xt = (rng.normal(size=(256, 20)) + 0.5).astype(np.float32)
model = DANN()
params = model.init(jax.random.PRNGKey(0), xs[:2], 1.0)["params"]
tx = optax.adam(1e-3); opt_state = tx.init(params)

@jax.jit
def step(params, opt_state, xs, ys, xt, lambd):
    def lf(p):
        cls_s, dom_s = model.apply({"params": p}, xs, lambd)
        _, dom_t = model.apply({"params": p}, xt, lambd)
        l_cls = optax.softmax_cross_entropy_with_integer_labels(cls_s, ys).mean()
        dom_logits = jnp.concatenate([dom_s, dom_t])
        dom_lbl = jnp.concatenate([jnp.zeros(len(dom_s), jnp.int32), jnp.ones(len(dom_t), jnp.int32)])
        l_dom = optax.softmax_cross_entropy_with_integer_labels(dom_logits, dom_lbl).mean()
        return l_cls + l_dom, (l_cls, l_dom)
    (loss, aux), g = jax.value_and_grad(lf, has_aux=True)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss, aux

for it in range(50):
    p = it / 50; lambd = 2. / (1. + np.exp(-10 * p)) - 1
    i = (it * 32) % 256
    params, opt_state, loss, (lc, ld) = step(params, opt_state, xs[i:i+32], ys[i:i+32], xt[i:i+32], lambd)
    if it % 10 == 0:
        print(f"iter {it:02d} loss={float(loss):.4f} cls={float(lc):.4f} dom={float(ld):.4f} lambda={lambd:.3f}")
