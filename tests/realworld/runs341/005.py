# Linen decoder LM loaded in bfloat16 (like torch_dtype=torch.bfloat16), gradient accumulation over micro-batches with lax.scan.
import time
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax

VOCAB, D, HEADS, LAYERS, SEQ = 512, 128, 4, 2, 64
GLOBAL_BATCH, MICRO_BATCH = 32, 8
ACCUM = GLOBAL_BATCH // MICRO_BATCH
DTYPE = jnp.bfloat16


class DecoderBlock(nn.Module):
    @nn.compact
    def __call__(self, x):
        mask = nn.make_causal_mask(jnp.ones(x.shape[:2]))
        h = nn.RMSNorm(dtype=DTYPE, param_dtype=DTYPE)(x)
        x = x + nn.MultiHeadDotProductAttention(HEADS, dtype=DTYPE, param_dtype=DTYPE)(h, h, mask=mask)
        h = nn.RMSNorm(dtype=DTYPE, param_dtype=DTYPE)(x)
        gate = nn.Dense(3 * D, use_bias=False, dtype=DTYPE, param_dtype=DTYPE)(h)
        up = nn.Dense(3 * D, use_bias=False, dtype=DTYPE, param_dtype=DTYPE)(h)
        return x + nn.Dense(D, use_bias=False, dtype=DTYPE, param_dtype=DTYPE)(nn.silu(gate) * up)


class DecoderLM(nn.Module):
    @nn.compact
    def __call__(self, ids):
        x = nn.Embed(VOCAB, D, dtype=DTYPE, param_dtype=DTYPE)(ids)
        for _ in range(LAYERS):
            x = DecoderBlock()(x)
        x = nn.RMSNorm(dtype=DTYPE, param_dtype=DTYPE)(x)
        return nn.Dense(VOCAB, use_bias=False, dtype=DTYPE, param_dtype=DTYPE)(x)


def synthetic_corpus(n_seq, seed=0):
    # Markov-chain text: each token determines a small set of likely successors
    rng = np.random.default_rng(seed)
    succ = rng.integers(0, VOCAB, size=(VOCAB, 4))
    out = np.empty((n_seq, SEQ + 1), dtype=np.int32)
    out[:, 0] = rng.integers(0, VOCAB, n_seq)
    for t in range(1, SEQ + 1):
        out[:, t] = succ[out[:, t - 1], rng.integers(0, 4, n_seq)]
    return out


model = DecoderLM()
schedule = optax.warmup_cosine_decay_schedule(0.0, 1e-3, 10, 300, end_value=1e-5)
tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(schedule, weight_decay=0.1))


def micro_loss(params, batch):
    logits = model.apply({"params": params}, batch[:, :-1])
    return optax.softmax_cross_entropy_with_integer_labels(logits.astype(jnp.float32), batch[:, 1:]).mean()


@jax.jit
def train_step(params, opt_state, batch):
    micro = batch.reshape(ACCUM, MICRO_BATCH, -1)

    def accum(carry, mb):
        g_acc, l_acc = carry
        loss, g = jax.value_and_grad(micro_loss)(params, mb)
        # accumulate in float32 for stability
        g_acc = jax.tree.map(lambda a, b: a + b.astype(jnp.float32) / ACCUM, g_acc, g)
        return (g_acc, l_acc + loss / ACCUM), None

    init = (jax.tree.map(jnp.zeros_like, params), jnp.zeros((), jnp.float32))
    (grads, loss), _ = jax.lax.scan(accum, init, micro)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    data = synthetic_corpus(GLOBAL_BATCH * 100)
    params = model.init(jax.random.PRNGKey(0), jnp.asarray(data[:1, :-1]))["params"]
    print(f"param dtype: {jax.tree.leaves(params)[0].dtype}, count: {sum(p.size for p in jax.tree.leaves(params)):,}")
    print(f"global batch {GLOBAL_BATCH} = {ACCUM} x micro batch {MICRO_BATCH}")
    opt_state = tx.init(params)
    t0 = time.time()
    for step in range(100):
        batch = jnp.asarray(data[step * GLOBAL_BATCH:(step + 1) * GLOBAL_BATCH])
        params, opt_state, loss = train_step(params, opt_state, batch)
        if step % 10 == 0:
            print(f"step {step:4d} | loss {float(loss):.4f} | lr {float(schedule(step)):.2e} | {time.time()-t0:.1f}s")


if __name__ == "__main__":
    main()
