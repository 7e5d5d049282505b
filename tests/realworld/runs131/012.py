"""Bayesian logistic regression (MAP) in float64 with a gradient check before optimisation."""
import jax, jax.numpy as jnp, numpy as np
from jax.test_util import check_grads
import optax
jax.config.update("jax_enable_x64", True)

rng = np.random.default_rng(0)
n, d = 1500, 6
X = rng.normal(size=(n, d))
w_true = np.array([1.5, -2.0, 0.0, 0.7, 0.0, -0.3])
y = (rng.random(n) < 1 / (1 + np.exp(-(X @ w_true)))).astype(np.float64)
X, y = jnp.asarray(X), jnp.asarray(y)

def neg_log_post(w, prior_var=10.0):
    logits = X @ w
    ll = jnp.sum(y * jax.nn.log_sigmoid(logits) + (1 - y) * jax.nn.log_sigmoid(-logits))
    return -(ll - 0.5 * jnp.sum(w ** 2) / prior_var)

w0 = jnp.zeros(d)
print("dtype:", w0.dtype)
check_grads(neg_log_post, (w0 + 0.1,), order=2, modes=["rev"])
print("gradient check (order 2, reverse mode): passed")

solver = optax.lbfgs()
state = solver.init(w0)
vg = optax.value_and_grad_from_state(neg_log_post)
w = w0
for it in range(25):
    value, grad = vg(w, state=state)
    updates, state = solver.update(grad, state, w, value=value, grad=grad, value_fn=neg_log_post)
    w = optax.apply_updates(w, updates)
    if it % 5 == 0 or it == 24:
        print(f"iter {it:2d}  -log posterior {float(value):.6f}  |grad| {float(jnp.linalg.norm(grad)):.2e}")
H = jax.hessian(neg_log_post)(w)
std = jnp.sqrt(jnp.diag(jnp.linalg.inv(H)))
for i in range(d):
    print(f"w[{i}] = {float(w[i]): .3f} +/- {float(std[i]):.3f}   (true {w_true[i]: .2f})")
