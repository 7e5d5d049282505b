"""Data-parallel training on 4 (CPU) devices with jax.sharding: batch sharded over a 'data' mesh axis,
params replicated. Small transformer-style sequence classifier with padding mask, warmup+linear decay."""
import os
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=4")
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P

VOCAB, T, D = 300, 24, 64


class Classifier(nn.Module):
    @nn.compact
    def __call__(self, ids, mask, train=False):
        x = nn.Embed(VOCAB, D)(ids)
        attn_mask = nn.make_attention_mask(mask, mask)
        x = x + nn.MultiHeadDotProductAttention(num_heads=4, dropout_rate=0.1, deterministic=not train)(
            nn.LayerNorm()(x), mask=attn_mask)
        x = x + nn.Dense(D)(nn.gelu(nn.Dense(2 * D)(nn.LayerNorm()(x))))
        m = mask[..., None].astype(x.dtype)
        return nn.Dense(3)((x * m).sum(1) / jnp.maximum(m.sum(1), 1.0))


def make_data(n, rng):
    lengths = rng.integers(4, T + 1, n)
    ids = rng.integers(1, VOCAB, size=(n, T)).astype(np.int32)
    mask = np.arange(T)[None] < lengths[:, None]
    ids = np.where(mask, ids, 0)
    y = (np.where(mask, ids < 100, 0).sum(1) * 3 // lengths).clip(0, 2).astype(np.int32)
    return ids, mask, y


def main():
    devices = jax.devices()
    print(f"devices: {devices}")
    mesh = Mesh(np.array(devices), ("data",))
    data_sh = NamedSharding(mesh, P("data"))
    repl = NamedSharding(mesh, P())
    rng = np.random.default_rng(0)
    ids, mask, y = make_data(8192, rng)
    print(f"label distribution {np.bincount(y).tolist()}")
    model = Classifier()
    key = jax.random.PRNGKey(0)
    key, ik = jax.random.split(key)
    params = model.init(ik, ids[:2], mask[:2])["params"]
    total = 6 * (len(ids) // 128)
    sched = optax.join_schedules([optax.linear_schedule(0.0, 1e-3, 50), optax.linear_schedule(1e-3, 0.0, total - 50)], [50])
    tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(sched, weight_decay=0.01))
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)
    state = jax.device_put(state, repl)

    @jax.jit
    def train_step(state, ids, mask, y, dk):
        def loss_fn(p):
            logits = state.apply_fn({"params": p}, ids, mask, train=True, rngs={"dropout": dk})
            return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
        (loss, logits), g = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
        return state.apply_gradients(grads=g), loss, jnp.mean(logits.argmax(-1) == y)

    step = 0
    for epoch in range(6):
        perm = rng.permutation(len(ids))
        for i in range(0, len(ids) - 128 + 1, 128):
            b = perm[i:i + 128]
            bi, bm, by = (jax.device_put(a[b], data_sh) for a in (ids, mask, y))
            key, dk = jax.random.split(key)
            state, loss, acc = train_step(state, bi, bm, by, dk)
            if step % 32 == 0:
                print(f"epoch {epoch} step {step} loss {float(loss):.4f} acc {float(acc):.3f} lr {float(sched(step)):.2e}")
            step += 1
    print(f"final step {int(state.step)}; loss {float(loss):.4f} acc {float(acc):.3f}")


if __name__ == "__main__":
    main()
