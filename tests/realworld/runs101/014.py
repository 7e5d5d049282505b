"""Character-level transformer LM on variable-length lines.
Batches are padded to the longest line in the batch (dynamic padding, as with the HF
DataCollatorWithPadding). Compile logging switched on to see why steps are slow."""
import time
import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn
from flax.training import train_state

jax.config.update("jax_log_compiles", True)

VOCAB, DIM, BATCH = 96, 64, 16

class Block(nn.Module):
    @nn.compact
    def __call__(self, x, mask):
        h = nn.LayerNorm()(x)
        h = nn.MultiHeadDotProductAttention(num_heads=4)(h, h, mask=mask)
        x = x + h
        return x + nn.Dense(DIM)(nn.gelu(nn.Dense(4 * DIM)(nn.LayerNorm()(x))))

class CharLM(nn.Module):
    @nn.compact
    def __call__(self, ids):
        T = ids.shape[1]
        x = nn.Embed(VOCAB, DIM)(ids) + nn.Embed(1024, DIM)(jnp.arange(T))[None]
        mask = nn.make_causal_mask(ids)
        for _ in range(2):
            x = Block()(x, mask)
        return nn.Dense(VOCAB)(nn.LayerNorm()(x))

@jax.jit
def train_step(state, ids, pad):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, ids[:, :-1])
        l = optax.softmax_cross_entropy_with_integer_labels(logits, ids[:, 1:])
        m = pad[:, 1:]
        return (l * m).sum() / m.sum()
    loss, g = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=g), loss

def collate(lines):
    T = max(len(l) for l in lines)
    ids = np.zeros((len(lines), T), np.int32); pad = np.zeros((len(lines), T), np.float32)
    for i, l in enumerate(lines):
        ids[i, :len(l)] = l; pad[i, :len(l)] = 1
    return ids, pad

def main():
    rng = np.random.default_rng(0)
    corpus = [rng.integers(1, VOCAB, rng.integers(8, 600)) for _ in range(40000)]
    model = CharLM()
    params = model.init(jax.random.PRNGKey(0), np.zeros((1, 8), np.int32))["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adamw(3e-4))
    steps = len(corpus) // BATCH
    print(f"training on {len(corpus)} lines, {steps} steps/epoch", flush=True)
    t0 = time.time()
    for step in range(steps):
        ids, pad = collate(corpus[step * BATCH:(step + 1) * BATCH])
        state, loss = train_step(state, ids, pad)
        if step % 10 == 0:
            el = time.time() - t0
            print(f"step {step}/{steps} loss {float(loss):.4f} seq_len {ids.shape[1]} "
                  f"elapsed {el:.1f}s ({el / (step + 1):.2f}s/step)", flush=True)

if __name__ == "__main__":
    main()
