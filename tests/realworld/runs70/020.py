# hand-assembled optimizer: clip + adam scaling + lr (replacing torch Adam + clip_grad_norm_)
import jax, jax.numpy as jnp
import optax

key = jax.random.PRNGKey(0)
X = jax.random.normal(key, (512, 16)); true_w = jax.random.normal(jax.random.fold_in(key, 1), (16, 1))
Y = X @ true_w + 0.01 * jax.random.normal(key, (512, 1))
params = {"w": jnp.zeros((16, 1)), "b": jnp.zeros((1,))}
LR = 1e-2
tx = optax.chain(optax.clip_by_global_norm(1.0), optax.scale_by_adam(), optax.scale(LR))
st = tx.init(params)

@jax.jit
def step(p, st, x, y):
    l, g = jax.value_and_grad(lambda p: jnp.mean((x @ p["w"] + p["b"] - y) ** 2))(p)
    u, st = tx.update(g, st, p)
    return optax.apply_updates(p, u), st, l

for epoch in range(15):
    for i in range(0, 512, 64):
        params, st, l = step(params, st, X[i:i+64], Y[i:i+64])
    print(f"epoch {epoch:2d}  train_mse {float(l):.4f}")
print("done")
