"""Neural ODE: fit the vector field of a damped oscillator with a Flax linen MLP.
Training unrolls a short Euler rollout; evaluation integrates to T_END with RK4 in lax.while_loop.
x64 is enabled for the reference solution."""
import jax
jax.config.update("jax_enable_x64", True)
import jax.numpy as jnp
import numpy as np
import flax.linen as nn
import optax

DT = np.float64(0.01)
N_STEPS = 200


class VectorField(nn.Module):
    @nn.compact
    def __call__(self, y):
        h = nn.tanh(nn.Dense(64, param_dtype=jnp.float32, dtype=jnp.float32)(y))
        return nn.Dense(2, param_dtype=jnp.float32, dtype=jnp.float32)(h)


def true_field(y):
    return jnp.stack([y[..., 1], -y[..., 0] - 0.1 * y[..., 1]], -1)


def rk4_solve(f, y0, n_steps):
    def body(i, y):
        k1 = f(y)
        k2 = f(y + DT / 2 * k1)
        k3 = f(y + DT / 2 * k2)
        k4 = f(y + DT * k3)
        return y + DT / 6 * (k1 + 2 * k2 + 2 * k3 + k4)
    return jax.lax.fori_loop(0, n_steps, body, y0)


def euler_rollout(f, y0, n):
    ys = [y0]
    for _ in range(n):
        ys.append(ys[-1] + 0.05 * f(ys[-1]))
    return jnp.stack(ys[1:], 1)


model = VectorField()
rng = np.random.default_rng(0)
y0_all = rng.uniform(-2, 2, size=(256, 2))
target = euler_rollout(true_field, jnp.asarray(y0_all), 10).astype(jnp.float32)
T_END = 5.0
ref_T = rk4_solve(true_field, jnp.asarray(y0_all), int(T_END / DT))   # float64 reference at T_END
print("reference solution dtype:", ref_T.dtype, "shape:", ref_T.shape)


@jax.jit
def integrate_until(params, y0, t_end):
    f = lambda y: model.apply({"params": params}, y)
    def cond(carry):
        t, _ = carry
        return t < t_end
    def body(carry):
        t, y = carry
        k1 = f(y)
        k2 = f(y + DT / 2 * k1)
        k3 = f(y + DT / 2 * k2)
        k4 = f(y + DT * k3)
        return t + DT, y + DT / 6 * (k1 + 2 * k2 + 2 * k3 + k4)
    _, yT = jax.lax.while_loop(cond, body, (jnp.float64(0.0), y0.astype(jnp.float32)))
    return yT

params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 2), jnp.float32))["params"]
tx = optax.adam(3e-3)
opt_state = tx.init(params)


@jax.jit
def train_step(params, opt_state, y0, yT):
    def loss_fn(p):
        pred = euler_rollout(lambda y: model.apply({"params": p}, y), y0.astype(jnp.float32), 10)
        return jnp.mean((pred - yT) ** 2)
    loss, g = jax.value_and_grad(loss_fn)(params)
    u, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, u), opt_state, loss


for it in range(1, 101):
    idx = rng.choice(256, 32)
    params, opt_state, loss = train_step(params, opt_state, jnp.asarray(y0_all[idx]), target[idx])
    if it % 20 == 0:
        print(f"iter {it} trajectory_mse {float(loss):.6f}")
    if it % 50 == 0:
        pred_T = integrate_until(params, jnp.asarray(y0_all), T_END)
        print(f"iter {it} eval: state error at t={T_END}: {float(jnp.mean((pred_T - ref_T) ** 2)):.6f}")
