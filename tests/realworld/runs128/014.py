"""Data-parallel fine-tuning of a small MLP LM head on 2 CPU devices.
Sharding code taken from the JAX 'Distributed arrays and automatic parallelization' tutorial (2023)."""
import os
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=2")
import numpy as np
import jax
import jax.numpy as jnp
import optax
from jax.sharding import PositionalSharding

VOCAB, D, SEQ, BATCH = 128, 64, 16, 32


def init(key):
    k1, k2 = jax.random.split(key)
    return {"emb": jax.random.normal(k1, (VOCAB, D)) * 0.02, "proj": jax.random.normal(k2, (D, D)) * 0.02}


def loss_fn(p, ids):
    h = jnp.tanh(p["emb"][ids[:, :-1]] @ p["proj"])
    logits = h @ p["emb"].T
    return optax.softmax_cross_entropy_with_integer_labels(logits, ids[:, 1:]).mean()


def main():
    print(f"jax {jax.__version__}: {jax.device_count()} devices")
    sharding = PositionalSharding(jax.devices()).reshape(2, 1)
    params = jax.device_put(init(jax.random.PRNGKey(0)), sharding.replicate())
    tx = optax.adam(1e-3)
    opt_state = tx.init(params)

    @jax.jit
    def step(params, opt_state, ids):
        loss, g = jax.value_and_grad(loss_fn)(params, ids)
        upd, opt_state = tx.update(g, opt_state)
        return optax.apply_updates(params, upd), opt_state, loss

    data = np.random.default_rng(0).integers(0, VOCAB, (BATCH * 20, SEQ + 1)).astype(np.int32)
    for i in range(20):
        ids = jax.device_put(data[i * BATCH:(i + 1) * BATCH], sharding)
        params, opt_state, loss = step(params, opt_state, ids)
        print(f"step {i:02d} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
