"""Character-level LM (2-layer transformer) on a toy corpus, flax.linen + TrainState.
Ported from PyTorch: optimizer = Adam(lr=3e-3); scheduler = StepLR(optimizer, step_size=1, gamma=0.7)  # stepped each epoch"""
import time
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

TEXT = ("the quick brown fox jumps over the lazy dog. " * 40 + "pack my box with five dozen liquor jugs. " * 40)
CHARS = sorted(set(TEXT))
STOI = {c: i for i, c in enumerate(CHARS)}
VOCAB, SEQ, D, BATCH, EPOCHS, STEPS_PER_EPOCH = len(CHARS), 32, 64, 32, 6, 50


class Block(nn.Module):
    @nn.compact
    def __call__(self, x, mask):
        x = x + nn.SelfAttention(num_heads=4, qkv_features=D)(nn.LayerNorm()(x), mask=mask)
        return x + nn.Dense(D)(nn.gelu(nn.Dense(4 * D)(nn.LayerNorm()(x))))


class CharLM(nn.Module):
    @nn.compact
    def __call__(self, ids):
        x = nn.Embed(VOCAB, D)(ids) + nn.Embed(SEQ, D)(jnp.arange(ids.shape[1]))
        mask = nn.make_causal_mask(ids)
        for _ in range(2):
            x = Block()(x, mask)
        return nn.Dense(VOCAB)(nn.LayerNorm()(x))


@jax.jit
def train_step(state, batch):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, batch[:, :-1])
        return optax.softmax_cross_entropy_with_integer_labels(logits, batch[:, 1:]).mean()
    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


def main():
    data = np.array([STOI[c] for c in TEXT], dtype=np.int32)
    rng = np.random.default_rng(0)
    model = CharLM()
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, SEQ), jnp.int32))["params"]
    # StepLR(step_size=1, gamma=0.7)
    schedule = optax.exponential_decay(init_value=3e-3, transition_steps=1, decay_rate=0.7, staircase=True)
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(schedule))
    print(f"vocab={VOCAB} tokens={len(data)} params={sum(x.size for x in jax.tree.leaves(params))}")
    for epoch in range(EPOCHS):
        t0, losses = time.time(), []
        for _ in range(STEPS_PER_EPOCH):
            starts = rng.integers(0, len(data) - SEQ - 1, BATCH)
            batch = np.stack([data[s:s + SEQ + 1] for s in starts])
            state, loss = train_step(state, jnp.asarray(batch))
            losses.append(float(loss))
        print(f"| epoch {epoch + 1:2d} | lr {float(schedule(epoch)):.2e} | train loss {np.mean(losses):.4f} "
              f"| last {losses[-1]:.4f} | {time.time() - t0:.1f}s")


if __name__ == "__main__":
    main()
