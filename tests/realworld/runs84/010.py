# hard-negative mining in a contrastive loss: keep only negatives above a margin (torch: idx = (sim > m).nonzero())
import jax, jax.numpy as jnp, optax, numpy as np

rng = np.random.default_rng(0)
A = rng.normal(size=(256, 32)).astype(np.float32)
B = (A + 0.3 * rng.normal(size=A.shape)).astype(np.float32)
params = {"Wa": jnp.eye(32) + 0.01 * jnp.asarray(rng.normal(size=(32, 32)), jnp.float32),
          "Wb": jnp.eye(32)}
MARGIN = 0.2

def loss_fn(p, a, b):
    za = a @ p["Wa"]; zb = b @ p["Wb"]
    za = za / jnp.linalg.norm(za, axis=1, keepdims=True)
    zb = zb / jnp.linalg.norm(zb, axis=1, keepdims=True)
    sim = za @ zb.T
    pos = jnp.diag(sim)
    neg_mask = (sim > MARGIN) & ~jnp.eye(sim.shape[0], dtype=bool)
    rows, cols = jnp.nonzero(neg_mask)
    hard = sim[rows, cols]
    return jnp.mean(jax.nn.relu(MARGIN + hard - pos[rows]))

tx = optax.adam(1e-3)
opt_state = tx.init(params)

@jax.jit
def step(p, s, a, b):
    loss, g = jax.value_and_grad(loss_fn)(p, a, b)
    u, s = tx.update(g, s)
    return optax.apply_updates(p, u), s, loss

print("eager loss check:", float(loss_fn(params, A[:64], B[:64])))
for it in range(20):
    idx = rng.choice(256, 64, replace=False)
    params, opt_state, loss = step(params, opt_state, A[idx], B[idx])
    print(f"iter {it} loss {loss:.4f}")
