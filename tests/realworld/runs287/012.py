# DistributedDataParallel -> jax.pmap port: a small Transformer sentence classifier trained data-parallel
# on 4 host CPU devices, gradients averaged with lax.pmean.
import os
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=4"
import time
from functools import partial
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax import jax_utils
from flax.training import train_state

VOCAB, LEN, D, CLASSES = 300, 24, 48, 3
PER_DEVICE_BATCH = 16

class Encoder(nn.Module):
    @nn.compact
    def __call__(self, ids, train: bool = False):
        mask = (ids != 0)
        x = nn.Embed(VOCAB, D)(ids) + nn.Embed(LEN, D)(jnp.arange(LEN))[None]
        h = nn.LayerNorm()(x)
        x = x + nn.SelfAttention(num_heads=4, deterministic=not train, dropout_rate=0.1)(
            h, mask=nn.make_attention_mask(mask, mask))
        x = x + nn.Dense(D)(nn.gelu(nn.Dense(2 * D)(nn.LayerNorm()(x))))
        pooled = (x * mask[..., None]).sum(1) / mask.sum(1, keepdims=True)
        return nn.Dense(CLASSES)(pooled)

def make_data(n, seed):
    rng = np.random.default_rng(seed)
    ids = rng.integers(3, VOCAB, (n, LEN)).astype(np.int32)
    lens = rng.integers(6, LEN + 1, n)
    ids[np.arange(LEN)[None] >= lens[:, None]] = 0
    groups = np.stack([((ids >= lo) & (ids < lo + 99)).sum(1) for lo in (3, 102, 201)], 1)
    y = groups.argmax(1).astype(np.int32)
    flip = rng.random(n) < 0.05
    y[flip] = rng.integers(0, CLASSES, flip.sum())
    return ids, y

def shard(x, n):
    return x.reshape(n, -1, *x.shape[1:])

def main():
    n_dev = jax.local_device_count()
    print(f"devices: {n_dev} x {jax.devices()[0].platform}, per-device batch {PER_DEVICE_BATCH}, global batch {n_dev * PER_DEVICE_BATCH}")
    Xtr, ytr = make_data(6144, 0)
    Xva, yva = make_data(1024, 1)
    model = Encoder()
    key = jax.random.PRNGKey(0)
    params = model.init(key, Xtr[:2])["params"]
    tx = optax.chain(optax.clip_by_global_norm(1.0),
                     optax.adamw(optax.warmup_cosine_decay_schedule(0.0, 2e-3, 50, 600), weight_decay=0.01))
    state = jax_utils.replicate(train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx))

    @partial(jax.pmap, axis_name="batch")
    def train_step(state, x, y, dkey):
        def loss_fn(p):
            logits = state.apply_fn({"params": p}, x, train=True, rngs={"dropout": dkey})
            return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
        loss, g = jax.value_and_grad(loss_fn)(state.params)
        g = jax.lax.pmean(g, "batch")
        return state.apply_gradients(grads=g), jax.lax.pmean(loss, "batch")

    @partial(jax.pmap, axis_name="batch")
    def eval_step(params, x, y):
        logits = model.apply({"params": params}, x)
        return jax.lax.psum((logits.argmax(-1) == y).sum(), "batch")

    gbs = n_dev * PER_DEVICE_BATCH
    rng = np.random.default_rng(0)
    step = 0
    for epoch in range(6):
        t0 = time.time()
        idx = rng.permutation(len(Xtr))
        for i in range(0, len(Xtr) - gbs + 1, gbs):
            j = idx[i:i+gbs]
            key, sub = jax.random.split(key)
            dkeys = jax.random.split(sub, n_dev)
            state, loss = train_step(state, shard(Xtr[j], n_dev), shard(ytr[j], n_dev), dkeys)
            step += 1
        correct = int(eval_step(state.params, shard(Xva, n_dev), shard(yva, n_dev))[0])
        print(f"epoch {epoch} step {step} loss {float(loss[0]):.4f} val_acc {correct/len(Xva):.4f} ({time.time()-t0:.1f}s)")

if __name__ == "__main__":
    main()
