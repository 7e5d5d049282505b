"""Large-batch LM-style training with gradient accumulation via lax.scan over micro-batches."""
import argparse
import time
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax

p = argparse.ArgumentParser()
p.add_argument("--global_batch", type=int, default=96)
p.add_argument("--accum_steps", type=int, default=5)   # was 4; raised to cut activation memory
p.add_argument("--seq_len", type=int, default=32)
p.add_argument("--lr", type=float, default=3e-4)
p.add_argument("--steps", type=int, default=40)
args = p.parse_args()
VOCAB = 256


class TinyLM(nn.Module):
    @nn.compact
    def __call__(self, ids):
        x = nn.Embed(VOCAB, 64)(ids)
        x = x + nn.Dense(64)(nn.gelu(nn.Dense(256)(nn.LayerNorm()(x))))
        return nn.Dense(VOCAB)(nn.LayerNorm()(x))


model = TinyLM()
params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, args.seq_len), jnp.int32))
tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(args.lr, b2=0.95, weight_decay=0.1))
opt_state = tx.init(params)
print(f"global_batch={args.global_batch} accum_steps={args.accum_steps} "
      f"micro_batch={args.global_batch / args.accum_steps:g} seq_len={args.seq_len}")


def micro_loss(params, ids):
    logits = model.apply(params, ids[:, :-1])
    return optax.softmax_cross_entropy_with_integer_labels(logits, ids[:, 1:]).mean()


@jax.jit
def train_step(params, opt_state, batch):
    micro = batch.reshape(args.accum_steps, -1, batch.shape[-1])

    def body(acc, mb):
        loss, g = jax.value_and_grad(micro_loss)(params, mb)
        return jax.tree_util.tree_map(jnp.add, acc, g), loss

    zeros = jax.tree_util.tree_map(jnp.zeros_like, params)
    grads, losses = jax.lax.scan(body, zeros, micro)
    grads = jax.tree_util.tree_map(lambda g: g / args.accum_steps, grads)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, losses.mean()


rng = np.random.default_rng(0)
corpus = np.tile(np.arange(VOCAB), 400)
t0 = time.time()
for step in range(1, args.steps + 1):
    starts = rng.integers(0, len(corpus) - args.seq_len - 1, args.global_batch)
    batch = np.stack([corpus[s:s + args.seq_len + 1] for s in starts]).astype(np.int32)
    params, opt_state, loss = train_step(params, opt_state, batch)
    if step % 10 == 0:
        print(f"step {step}/{args.steps} loss {float(loss):.4f} tok/s {step * batch.size / (time.time() - t0):.0f}")
