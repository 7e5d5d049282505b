# host-side token sampler called through io_callback so the whole epoch can run inside one jitted lax.scan
import io
import jax, jax.numpy as jnp
import numpy as np
from jax.experimental import io_callback
import optax
print("jax", jax.__version__)
B, T, V, D = 8, 16, 50, 32
rng = np.random.default_rng(0)
text = "\n".join(" ".join(str(t) for t in rng.integers(1, V, T)) for _ in range(256))
token_table = np.loadtxt(io.StringIO(text))            # (256, T) pre-tokenised shards
print("token table", token_table.shape, token_table.dtype)
cursor = {"i": 0}
def next_batch(step):
    i = cursor["i"]; cursor["i"] = (i + B) % len(token_table)
    return token_table[i:i + B]

params = {"emb": jax.random.normal(jax.random.PRNGKey(0), (V, D)) * 0.02,
          "out": jax.random.normal(jax.random.PRNGKey(1), (D, V)) * 0.02}
tx = optax.adam(3e-3); opt_state = tx.init(params)

def lm_loss(p, ids):
    h = p["emb"][ids[:, :-1]]
    logits = h @ p["out"]
    return optax.softmax_cross_entropy_with_integer_labels(logits, ids[:, 1:]).mean()

@jax.jit
def run_epoch(params, opt_state):
    def body(carry, step):
        params, opt_state = carry
        ids = io_callback(next_batch, jax.ShapeDtypeStruct((B, T), jnp.int32), step, ordered=True)
        l, g = jax.value_and_grad(lm_loss)(params, ids)
        u, opt_state = tx.update(g, opt_state)
        return (optax.apply_updates(params, u), opt_state), l
    (params, opt_state), losses = jax.lax.scan(body, (params, opt_state), jnp.arange(32))
    return params, opt_state, losses

for epoch in range(3):
    params, opt_state, losses = run_epoch(params, opt_state)
    print("epoch", epoch, "loss", float(losses.mean()))
